import { ADMIN, ApiRouter, requireId, sendPrivate } from '../../platform/http/index.ts';
import { MESSAGES } from '../newsletter.schemas.ts';
import type { CampaignsService } from './campaigns.service.ts';

/**
 * Sending a post to the subscribers, all admin-only. The preview and the start live beside the
 * post (`/api/blog/:id/newsletter`); the progress under `/api/newsletter/campaigns`.
 */
export function campaignsRoutes(campaigns: CampaignsService): ApiRouter[] {
  const byPost = new ApiRouter('/api/blog')
    .get('/:id/newsletter', ADMIN, async (ctx) => {
      const postId = requireId(ctx.params.id, MESSAGES.postNotFound);
      sendPrivate(ctx, await campaigns.preview(postId));
    })
    .post('/:id/newsletter', ADMIN, async (ctx) => {
      const postId = requireId(ctx.params.id, MESSAGES.postNotFound);
      sendPrivate(ctx, { campaign: await campaigns.start(postId, ctx.state.user.id) }, 201);
    });
  const progress = new ApiRouter('/api/newsletter/campaigns')
    .get('', ADMIN, async (ctx) => {
      sendPrivate(ctx, { campaigns: await campaigns.list() });
    })
    .get('/:id', ADMIN, async (ctx) => {
      const id = requireId(ctx.params.id, MESSAGES.campaignNotFound);
      sendPrivate(ctx, { campaign: await campaigns.get(id) });
    });
  return [byPost, progress];
}
