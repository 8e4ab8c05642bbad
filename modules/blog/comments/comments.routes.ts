import type { PublicCache } from '../../platform/cache/index.ts';
import {
  type AnyApiContext,
  ApiRouter,
  PUBLIC_ADMIN_SEES_ALL,
  parse,
  parseQuery,
  sendPrivate,
} from '../../platform/http/index.ts';
import type { RateLimit } from '../../platform/rate-limit/index.ts';
import {
  commentCreateSchema,
  commentDeleteSchema,
  commentsQuerySchema,
  commentUpdateSchema,
  MESSAGES,
  voteSchema,
} from '../blog.schemas.ts';
import type { VoterClient } from './author-key.ts';
import type { CommentsService } from './comments.service.ts';

/** The visitor behind a vote: address (through a trusted proxy when configured) and browser. */
const voterClient = (ctx: AnyApiContext): VoterClient => ({ ip: ctx.ip, userAgent: ctx.get('user-agent') });

/**
 * Comments and votes. Visitors act by the visitor id their browser sends (compared as a keyed
 * hash on the server); an admin token deletes any comment. Answers are never cached: each
 * carries the caller's own authorship and votes.
 */
export function commentsRoutes(comments: CommentsService, limit: RateLimit, cache: PublicCache): ApiRouter {
  return new ApiRouter('/api/blog')
    .get('/:id/comments', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const { userIdentifier } = parseQuery(commentsQuerySchema, ctx);
      // A rendered post page shows this thread: it is made again when a comment or vote moves it.
      cache.noteRead();
      const list = await comments.list(ctx.params.id ?? '', {
        admin: ctx.state.seesAll,
        identifier: userIdentifier,
        client: voterClient(ctx),
      });
      sendPrivate(ctx, { comments: list });
    })
    .post('/:id/comments', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const input = parse(commentCreateSchema, ctx.request.body ?? {});
      if (!ctx.state.seesAll) await limit.consume(ctx.ip);
      const comment = await comments.create(ctx.params.id ?? '', input, {
        admin: ctx.state.seesAll,
        userAgent: ctx.get('user-agent') || undefined,
        client: voterClient(ctx),
      });
      sendPrivate(ctx, { comment, message: MESSAGES.commentAdded }, 201);
    })
    .post('/comments/:id/vote', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const input = parse(voteSchema, ctx.request.body ?? {});
      const result = await comments.vote(ctx.params.id ?? '', input.type, {
        admin: ctx.state.seesAll,
        identifier: input.userIdentifier,
        client: voterClient(ctx),
      });
      // The caller's own vote is in it: never kept by a shared cache.
      sendPrivate(ctx, result);
    })
    .put('/comments/:id', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const input = parse(commentUpdateSchema, ctx.request.body ?? {});
      const comment = await comments.update(ctx.params.id ?? '', input.content, {
        admin: ctx.state.seesAll,
        identifier: input.userIdentifier,
      });
      sendPrivate(ctx, { comment, message: MESSAGES.commentUpdated });
    })
    .delete('/comments/:id', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const input = parse(commentDeleteSchema, ctx.request.body ?? {});
      await comments.delete(ctx.params.id ?? '', {
        admin: ctx.state.seesAll,
        identifier: input.userIdentifier,
      });
      sendPrivate(ctx, { message: MESSAGES.commentDeleted });
    });
}
