import { NotFoundError, UnauthorizedError } from '../../platform/errors/index.ts';
import { ApiRouter, PUBLIC } from '../../platform/http/index.ts';
import { isLoopbackHost, metricsAccess } from './metrics-access.ts';
import type { SiteMetrics } from './site-metrics.ts';

/**
 * `GET /metrics`: Prometheus text. Access is its own (a scraper has no admin account): the
 * `METRICS_TOKEN` bearer, or nothing on an API bound to loopback (see `metricsAccess`).
 */
export function metricsRoutes(deps: { metrics: SiteMetrics; token: string | undefined; host: string }) {
  const settings = { token: deps.token, loopbackOnly: isLoopbackHost(deps.host) };
  return new ApiRouter().get('/metrics', PUBLIC, { compress: false }, async (ctx) => {
    const access = metricsAccess(settings, {
      authorization: ctx.get('authorization'),
      forwarded: ctx.get('x-forwarded-for') !== '' || ctx.get('forwarded') !== '',
    });
    if (access === 'hidden') throw new NotFoundError();
    if (access === 'unauthorized') {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError();
    }
    const body = await deps.metrics.render();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = deps.metrics.contentType;
    ctx.body = body;
  });
}
