import { ADMIN, ApiRouter, PUBLIC, parse, parseQuery, sendPrivate } from '../../platform/http/index.ts';
import {
  adminCommentsQuerySchema,
  commentBlockSchema,
  commentBulkSchema,
  commentPatchSchema,
  commentSettingsSchema,
  commentsClosedSchema,
  MODERATION_MESSAGES,
} from '../comment-moderation.schemas.ts';
import type { CommentModeration } from './comment-moderation.service.ts';
import type { CommentsService } from './comments.service.ts';

/**
 * The comment queue and rules (admin only), and the comment form's signed start time (public,
 * never cached: each form gets its own).
 */
export function commentModerationRoutes(moderation: CommentModeration, comments: CommentsService): ApiRouter {
  return new ApiRouter('/api/blog')
    .get('/:id/comments/form', PUBLIC, { db: false }, (ctx) => {
      sendPrivate(ctx, comments.formToken(ctx.params.id ?? ''));
    })
    .get('/comments', ADMIN, async (ctx) => {
      const { status, page, limit } = parseQuery(adminCommentsQuerySchema, ctx);
      sendPrivate(ctx, await moderation.list(status, page, limit));
    })
    .post('/comments/bulk', ADMIN, { body: { json: '16kb' } }, async (ctx) => {
      const { ids, action } = parse(commentBulkSchema, ctx.request.body ?? {});
      const changed = await moderation.bulk(ids, action);
      sendPrivate(ctx, { message: MODERATION_MESSAGES.bulkDone, changed });
    })
    .patch('/comments/:id', ADMIN, { body: { json: '1kb' } }, async (ctx) => {
      const change = parse(commentPatchSchema, ctx.request.body ?? {});
      const comment = await moderation.patch(ctx.params.id ?? '', change);
      sendPrivate(ctx, { comment, message: MODERATION_MESSAGES.updated });
    })
    .patch('/:id/comments-closed', ADMIN, { body: { json: '1kb' } }, async (ctx) => {
      const { closed } = parse(commentsClosedSchema, ctx.request.body ?? {});
      await moderation.setClosed(ctx.params.id ?? '', closed);
      sendPrivate(ctx, { closed, message: closed ? MODERATION_MESSAGES.closed : MODERATION_MESSAGES.opened });
    })
    .get('/comment-settings', ADMIN, async (ctx) => {
      sendPrivate(ctx, await moderation.settings());
    })
    .put('/comment-settings', ADMIN, { body: { json: '32kb' } }, async (ctx) => {
      const input = parse(commentSettingsSchema, ctx.request.body ?? {});
      sendPrivate(ctx, {
        ...(await moderation.saveSettings(input)),
        message: MODERATION_MESSAGES.settingsSaved,
      });
    })
    .post('/comment-blocks', ADMIN, { body: { json: '1kb' } }, async (ctx) => {
      await moderation.block(parse(commentBlockSchema, ctx.request.body ?? {}));
      sendPrivate(ctx, { ...(await moderation.settings()), message: MODERATION_MESSAGES.blocked }, 201);
    })
    .delete('/comment-blocks/:id', ADMIN, async (ctx) => {
      await moderation.unblock(ctx.params.id ?? '');
      sendPrivate(ctx, { ...(await moderation.settings()), message: MODERATION_MESSAGES.unblocked });
    });
}
