import { z } from 'zod';
import { ADMIN, type ApiContext, ApiRouter, NotFoundError, parse } from '../platform/http/index.ts';
import { formFields, multipart, type UploadStorage } from '../platform/uploads/index.ts';
import {
  MAX_PICTURE_BYTES,
  MESSAGES,
  userPasswordSchema,
  usersQuerySchema,
  userUpdateSchema,
  verificationSchema,
} from './admin.schemas.ts';
import { withPicture } from './auth.routes.ts';
import { AUTH_MESSAGES } from './auth.service.ts';
import { USERS_MESSAGES, type UsersService } from './users.service.ts';

const idParams = z.object({ id: z.uuid() });

/** The user id from the path; anything that is not a uuid cannot be a user. */
function userId(ctx: ApiContext): string {
  const parsed = idParams.safeParse(ctx.params);
  if (!parsed.success) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
  return parsed.data.id;
}

async function actorId(ctx: ApiContext): Promise<string> {
  return (await ctx.state.authenticate())?.id ?? '';
}

/** User management for administrators (admin spec: Users). */
export function usersRoutes(users: UsersService, storage: UploadStorage): ApiRouter {
  const pictureUpload = multipart({
    maxFileBytes: MAX_PICTURE_BYTES,
    tooLargeMessage: MESSAGES.pictureTooLarge,
  });
  return new ApiRouter('/api/users')
    .get('', ADMIN, async (ctx) => {
      const query = parse(usersQuerySchema, ctx.query);
      ctx.body = { success: true, ...(await users.list(query)) };
    })
    .put('/:id', ADMIN, pictureUpload, async (ctx) => {
      const id = userId(ctx);
      const input = parse(userUpdateSchema, formFields(ctx));
      const user = await withPicture(ctx, 'profile_picture', storage, async (picture) =>
        users.update(await actorId(ctx), id, {
          name: input.name,
          email: input.email,
          phone: input.phone,
          role: input.role,
          picture,
          removePicture: input.remove_profile_picture,
        }),
      );
      ctx.body = { success: true, user, message: USERS_MESSAGES.updated };
    })
    .put('/:id/password', ADMIN, async (ctx) => {
      const id = userId(ctx);
      const { password } = parse(userPasswordSchema, ctx.request.body);
      await users.setPassword(id, password);
      ctx.body = { success: true, message: USERS_MESSAGES.passwordChanged };
    })
    .put('/:id/verification', ADMIN, async (ctx) => {
      const id = userId(ctx);
      const { is_verified } = parse(verificationSchema, ctx.request.body);
      const user = await users.setVerification(id, is_verified);
      ctx.body = {
        success: true,
        user,
        message: is_verified ? USERS_MESSAGES.verified : USERS_MESSAGES.unverified,
      };
    })
    .put('/:id/unlock', ADMIN, async (ctx) => {
      const user = await users.unlock(userId(ctx));
      ctx.body = { success: true, user, message: USERS_MESSAGES.unlocked };
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await users.delete(await actorId(ctx), userId(ctx));
      ctx.body = { success: true, message: USERS_MESSAGES.deleted };
    });
}
