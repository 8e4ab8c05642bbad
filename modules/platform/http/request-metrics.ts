import type { Middleware } from 'koa';
import type { RequestState } from './request-context.ts';

/** One answered request, for metrics: the route's pattern, never the raw path. */
export type RequestSample = { method: string; route: string; status: number; seconds: number };

/** Methods counted by name; anything else (made-up verbs) is counted as one label. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The label of a request's route: the ApiRouter pattern that answered it (`/api/blog/:slug`), or
 * a fixed label for what no route claims: `unmatched` (an unknown API path), `/uploads`,
 * `/assets`, the queue dashboard, or `page` (the web app's pages). Anyone can make up paths, so
 * the raw path is never a label: the set of labels stays bounded.
 */
export function routeLabel(pattern: string | undefined, path: string): string {
  if (pattern) return pattern;
  if (path === '/api' || path.startsWith('/api/')) return 'unmatched';
  if (path.startsWith('/uploads/')) return '/uploads';
  if (path.startsWith('/assets/')) return '/assets';
  if (path === '/admin/queues' || path.startsWith('/admin/queues/')) return '/admin/queues';
  return 'page';
}

/**
 * Times every request and hands `observe` one sample as it ends, after the error mapper set the
 * final status.
 */
export function requestMetrics(observe: (sample: RequestSample) => void): Middleware<RequestState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      observe({
        method: KNOWN_METHODS.has(ctx.method) ? ctx.method : 'OTHER',
        route: routeLabel(ctx.state.route, ctx.path),
        status: ctx.status,
        seconds: (performance.now() - started) / 1000,
      });
    }
  };
}
