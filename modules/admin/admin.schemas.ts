import { z } from 'zod';
import { queryFlag, queryText } from '../platform/fields/index.ts';
import { listAnswerSchema, pageQuery } from '../platform/lists/index.ts';

/**
 * The admin account rules, shared by the server and the admin web forms (one definition).
 * Only zod here: the web app imports this file directly.
 */

export const ROLES = ['admin', 'moderator', 'user'] as const;
export type UserRole = (typeof ROLES)[number];

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const USERS_PAGE_SIZE = 10;

export const MESSAGES = {
  validEmail: 'Valid email required',
  passwordRequired: 'Password required',
  nameMin: 'Name must be at least 2 characters',
  passwordMin: 'Password must be at least 20 characters',
  passwordRule: 'Must include uppercase, lowercase, number, and special character',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  userPasswordMin: 'Password must be at least 8 characters',
  userPasswordRule: 'Password must include uppercase, lowercase and a number',
  passwordsMismatch: 'Passwords do not match',
  invalidImage: 'Please select a valid image file',
  pictureTooLarge: 'Profile picture must be less than 5MB',
  registrationClosed: 'Registration is closed. Ask an administrator to create your account.',
} as const;

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$/;
const USER_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).*$/;
const PHONE = /^[+\d][\d\s()-]{5,24}$/;

const email = z
  .string({ error: MESSAGES.validEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.validEmail)
  .refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), MESSAGES.validEmail);

const name = z
  .string({ error: MESSAGES.nameMin })
  .trim()
  .min(2, MESSAGES.nameMin)
  .max(100, 'Name must be at most 100 characters');

const phone = z
  .string()
  .trim()
  .max(25, 'Phone number is too long')
  .refine((value) => value === '' || PHONE.test(value), 'Enter a valid phone number');

export const loginSchema = z.object({
  email,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(200),
});

export const registerSchema = z.object({
  name,
  email,
  password: z
    .string({ error: MESSAGES.passwordMin })
    .min(20, MESSAGES.passwordMin)
    .max(200, 'Password must be at most 200 characters')
    .regex(STRONG_PASSWORD, MESSAGES.passwordRule),
});

/** Own profile: only the fields that changed are sent. */
export const profileUpdateSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  phone: phone.optional(),
});

/** An administrator editing someone's account. */
export const userUpdateSchema = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(100),
  email: z.string({ error: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired).pipe(email),
  phone: phone.optional(),
  role: z.enum(ROLES, { error: 'Role must be user, moderator or admin' }),
  remove_profile_picture: z.stringbool().optional(),
});

export const userPasswordSchema = z.object({
  password: z
    .string({ error: MESSAGES.userPasswordMin })
    .min(8, MESSAGES.userPasswordMin)
    .max(200)
    .regex(USER_PASSWORD, MESSAGES.userPasswordRule),
});

export const verificationSchema = z.object({
  is_verified: z.boolean({ error: 'is_verified must be true or false' }),
});

export const usersQuerySchema = z.object({
  ...pageQuery(USERS_PAGE_SIZE, 100),
  search: queryText(100, 'The search text must be at most 100 characters'),
  role: z.enum(ROLES).optional(),
  is_verified: queryFlag('is_verified'),
  locked: queryFlag('locked'),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** A user as the API presents it (admin spec section 3). */
export const userViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  is_verified: z.boolean(),
  account_locked_until: z.string().nullable(),
  last_login: z.string().nullable(),
  profile_picture: z.string().nullable(),
  created_at: z.string(),
});

export type UserView = z.infer<typeof userViewSchema>;

/** The answers the back office reads (sign-in, profile, the users list), described once. */
export const sessionResponseSchema = z.object({ token: z.string().min(1), user: userViewSchema });
export const userResponseSchema = z.object({ user: userViewSchema, message: z.string().optional() });
export const registrationResponseSchema = z.object({ registration: z.object({ open: z.boolean() }) });
/** A change whose answer is only its message, when the server sends one. */
export const messageResponseSchema = z.object({ message: z.string().optional() }).optional();
/** The one admin list shape; the spec also names the users' total `totalUsers`. */
export const usersResponseSchema = listAnswerSchema('users', userViewSchema, { totalUsers: z.number() });
