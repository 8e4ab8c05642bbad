import { ADMIN, ApiRouter, parseQuery, requireId, sendPrivate } from '../../platform/http/index.ts';
import { listAnswer } from '../../platform/lists/index.ts';
import { MESSAGES, subscribersQuerySchema } from '../newsletter.schemas.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { SubscribersService } from './subscribers.service.ts';
import { subscribersCsv } from './subscribers-csv.ts';

/** The back office's subscriber calls, all admin-only. */
export function subscribersRoutes(
  subscribers: SubscribersService,
  subscriptions: SubscriptionsService,
): ApiRouter {
  return new ApiRouter('/api/subscribers')
    .get('', ADMIN, async (ctx) => {
      const query = parseQuery(subscribersQuerySchema, ctx);
      const { rows, total } = await subscribers.list(query);
      sendPrivate(ctx, listAnswer('subscribers', rows, total, query));
    })
    .get('/stats', ADMIN, async (ctx) => {
      sendPrivate(ctx, { stats: await subscribers.stats() });
    })
    .get('/export', ADMIN, async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.attachment('subscribers.csv');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = subscribersCsv(subscribers.exportRows());
    })
    .post('/:id/unsubscribe', ADMIN, async (ctx) => {
      await subscriptions.unsubscribeById(requireId(ctx.params.id, MESSAGES.subscriberNotFound));
      sendPrivate(ctx, { message: MESSAGES.adminUnsubscribed });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await subscribers.delete(requireId(ctx.params.id, MESSAGES.subscriberNotFound));
      sendPrivate(ctx, { message: MESSAGES.deleted });
    });
}
