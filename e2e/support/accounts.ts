import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../modules/admin/index.ts';
import { query } from './database.ts';

/**
 * Seeds an account straight into the app's database, as an administrator would have made it
 * (the spec has no "create user" screen; accounts come from registration or the CLI).
 */
export async function seedAccount(fields: {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'moderator' | 'user';
  lockedForMinutes?: number;
}): Promise<string> {
  const id = randomUUID();
  await query(
    `insert into app_user (id, name, email, role, password_hash, is_verified, failed_login_count,
       account_locked_until, token_version, created_at, updated_at)
     values ($1, $2, $3, $4, $5, false, 0, $6, 0, now(), now())`,
    [
      id,
      fields.name,
      fields.email,
      fields.role,
      await hashPassword(fields.password, 12),
      fields.lockedForMinutes ? new Date(Date.now() + fields.lockedForMinutes * 60_000) : null,
    ],
  );
  return id;
}
