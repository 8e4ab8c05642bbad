import {
  ADMIN,
  type AnyApiContext,
  ApiRouter,
  parse,
  parseQuery,
  requireId,
  sendPrivate,
} from '../../platform/http/index.ts';
import { listAnswer } from '../../platform/lists/index.ts';
import { formFields, type UploadStorage } from '../../platform/uploads/index.ts';
import {
  userPasswordSchema,
  usersQuerySchema,
  userUpdateSchema,
  verificationSchema,
} from '../admin.schemas.ts';
import { AUTH_MESSAGES } from '../auth/auth.service.ts';
import { pictureUpload, withPicture } from './picture-upload.ts';
import { USERS_MESSAGES, type UsersService } from './users.service.ts';

/** The user id from the path; anything that is not a uuid cannot be a user. */
const userId = (ctx: AnyApiContext): string => requireId(ctx.params.id, AUTH_MESSAGES.userNotFound);

/** User management for administrators (admin spec: Users). */
export function usersRoutes(users: UsersService, storage: UploadStorage): ApiRouter {
  return new ApiRouter('/api/users')
    .get('', ADMIN, async (ctx) => {
      const query = parseQuery(usersQuerySchema, ctx);
      const { rows, total } = await users.list(query);
      sendPrivate(ctx, listAnswer('users', rows, total, query, { totalUsers: total }));
    })
    .put('/:id', ADMIN, pictureUpload, async (ctx) => {
      const id = userId(ctx);
      const input = parse(userUpdateSchema, formFields(ctx));
      const user = await withPicture(ctx, 'profile_picture', storage, async (picture) =>
        users.update(ctx.state.user.id, id, { ...input, profile_picture: picture }),
      );
      sendPrivate(ctx, { user, message: USERS_MESSAGES.updated });
    })
    .put('/:id/password', ADMIN, async (ctx) => {
      const id = userId(ctx);
      const { password } = parse(userPasswordSchema, ctx.request.body);
      await users.setPassword(id, password);
      sendPrivate(ctx, { message: USERS_MESSAGES.passwordChanged });
    })
    .put('/:id/verification', ADMIN, async (ctx) => {
      const id = userId(ctx);
      const { is_verified } = parse(verificationSchema, ctx.request.body);
      const user = await users.setVerification(id, is_verified);
      sendPrivate(ctx, { user, message: is_verified ? USERS_MESSAGES.verified : USERS_MESSAGES.unverified });
    })
    .put('/:id/unlock', ADMIN, async (ctx) => {
      const user = await users.unlock(userId(ctx));
      sendPrivate(ctx, { user, message: USERS_MESSAGES.unlocked });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await users.delete(ctx.state.user.id, userId(ctx));
      sendPrivate(ctx, { message: USERS_MESSAGES.deleted });
    });
}
