import { ADMIN, ApiRouter, parse, parseQuery, sendPrivate } from '../../platform/http/index.ts';
import {
  REDIRECT_MESSAGES,
  redirectCreateSchema,
  redirectsQuerySchema,
  redirectUpdateSchema,
} from './redirect.schemas.ts';
import type { RedirectsService } from './redirects.service.ts';

/** The owner's redirects: list, add, edit and remove (admin only). */
export function redirectsRoutes(redirects: RedirectsService): ApiRouter {
  return new ApiRouter('/api/redirects')
    .get('', ADMIN, async (ctx) => {
      sendPrivate(ctx, await redirects.list(parseQuery(redirectsQuerySchema, ctx)));
    })
    .post('', ADMIN, { body: { json: '4kb' } }, async (ctx) => {
      const redirect = await redirects.create(parse(redirectCreateSchema, ctx.request.body ?? {}));
      sendPrivate(ctx, { redirect, message: REDIRECT_MESSAGES.created }, 201);
    })
    .patch('/:id', ADMIN, { body: { json: '4kb' } }, async (ctx) => {
      const input = parse(redirectUpdateSchema, ctx.request.body ?? {});
      const redirect = await redirects.update(ctx.params.id ?? '', input);
      sendPrivate(ctx, { redirect, message: REDIRECT_MESSAGES.updated });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await redirects.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: REDIRECT_MESSAGES.deleted });
    });
}
