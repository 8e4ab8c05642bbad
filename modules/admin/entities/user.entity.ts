import { defineEntity, p } from '@mikro-orm/core';
import { ROLES } from '../admin.schemas.ts';

/**
 * A back-office account. `tokenVersion` is stamped into every token; bumping it (password or
 * role change) makes tokens issued before invalid. The password hash never leaves the module.
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    email: p.string().length(254).unique(),
    phone: p.string().length(25).nullable(),
    role: p.enum(ROLES).default('user'),
    passwordHash: p.string().length(255).lazy(),
    isVerified: p.boolean().default(false),
    failedLoginCount: p.integer().default(0),
    accountLockedUntil: p.datetime().nullable(),
    lastLogin: p.datetime().nullable(),
    profilePicture: p.string().length(255).nullable(),
    tokenVersion: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
