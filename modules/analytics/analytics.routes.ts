import { ADMIN, ApiRouter, BEACON, PUBLIC, parse, sendPrivate, sendPublic } from '../platform/http/index.ts';
import { statsQuerySchema, trackBodySchema } from './analytics.schemas.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function analyticsRoutes(service: AnalyticsService): ApiRouter {
  return (
    new ApiRouter('/api/analytics')
      // The view is queued in memory (see view-batcher.ts): no database scope needed.
      .post('/track', PUBLIC, BEACON, async (ctx) => {
        const body = parse(trackBodySchema, ctx.request.body);
        await service.track({
          path: body.page_path,
          ip: ctx.ip,
          userAgent: ctx.get('user-agent') || undefined,
          referrer: body.referrer,
          campaign: {
            utm_source: body.utm_source,
            utm_medium: body.utm_medium,
            utm_campaign: body.utm_campaign,
            ref: body.ref,
          },
        });
        sendPublic(ctx, {}, 202);
      })
      .get('/stats', ADMIN, async (ctx) => {
        // Not parseQuery: the range's default end is today, so the same query can change verdict.
        const range = parse(statsQuerySchema, ctx.query);
        sendPrivate(ctx, { stats: await service.stats(range) });
      })
  );
}
