export { SessionRevocation, SessionRevocationSchema } from './session-revocation.entity.ts';
export { User, UserSchema } from './user.entity.ts';
