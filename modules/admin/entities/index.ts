export { User, UserSchema } from './user.entity.ts';
