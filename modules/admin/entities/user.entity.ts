import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import { ROLES } from '../admin.schemas.ts';

/**
 * A back-office account. `tokenVersion` is stamped into every token; bumping it (password or
 * role change) makes tokens issued before invalid. The password hash never leaves the module.
 * Fields the API shows carry its names (admin spec section 3), so nothing renames them on the
 * way out; the others are the module's own. The columns are the same either way.
 */
export const UserSchema = table('User', 'app_user', {
  id: p.uuid().primary(),
  name: p.string().length(100),
  email: p.string().length(254).unique(),
  phone: p.string().length(25).nullable(),
  role: p.enum(ROLES).default('user'),
  passwordHash: p.string().length(255).lazy(),
  is_verified: p.boolean().default(false),
  failedLoginCount: p.integer().default(0),
  account_locked_until: p.datetime().nullable(),
  last_login: p.datetime().nullable(),
  profile_picture: p.string().length(255).nullable(),
  tokenVersion: p.integer().default(0),
  created_at: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
