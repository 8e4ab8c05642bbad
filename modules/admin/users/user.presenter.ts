import type { UserView } from '../admin.schemas.ts';
import type { User } from '../entities/index.ts';

/** A user as the API shows it: an allowlist, so the hash and counters never leave. */
export function presentUser(user: User): UserView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    role: user.role,
    is_verified: user.is_verified,
    account_locked_until: user.account_locked_until?.toISOString() ?? null,
    last_login: user.last_login?.toISOString() ?? null,
    profile_picture: user.profile_picture ?? null,
    created_at: user.created_at.toISOString(),
  };
}
