import { allowlist } from '../../platform/http/index.ts';
import type { UserView } from '../admin.schemas.ts';
import type { User } from '../entities/index.ts';

/** A user as the API shows it: an allowlist, so the hash and counters never leave. */
export function presentUser(user: User): UserView {
  return allowlist(user, [
    'id',
    'name',
    'email',
    'phone',
    'role',
    'is_verified',
    'account_locked_until',
    'last_login',
    'profile_picture',
    'created_at',
  ]);
}
