import { ApiRouter, PUBLIC, parse } from '../platform/http/index.ts';
import { trackBodySchema } from './analytics.schemas.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function analyticsRoutes(service: AnalyticsService): ApiRouter {
  return new ApiRouter('/api/analytics').post('/track', PUBLIC, async (ctx) => {
    const body = parse(trackBodySchema, ctx.request.body);
    await service.track({ path: body.page_path, ip: ctx.ip, userAgent: ctx.get('user-agent') || undefined });
    ctx.status = 202;
    ctx.body = { success: true };
  });
}
