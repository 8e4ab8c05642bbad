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
    is_verified: user.isVerified,
    account_locked_until: user.accountLockedUntil?.toISOString() ?? null,
    last_login: user.lastLogin?.toISOString() ?? null,
    profile_picture: user.profilePicture ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
