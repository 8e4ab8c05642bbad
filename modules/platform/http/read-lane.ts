import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { type MikroORM, withEntityManagerScope } from '../db/index.ts';
import type { ApiContext, ApiRouter, ViewerState } from './api-router.ts';
import { compressJsonBody, leftToStreamCompression } from './compress-json.ts';
import type { RequestState } from './request-context.ts';

export type ReadLaneDeps = {
  routers: ApiRouter[];
  orm: MikroORM;
  /** The headers every API answer carries. */
  headers: Record<string, string>;
  /** Compresses answers not already encoded that are too large to compress in one call (streams). */
  compress: Middleware<RequestState>;
  /** JSON answers from this size up are compressed. */
  compressThresholdBytes: number;
};

type Layer = NonNullable<ReturnType<Router['match']>['pathAndMethod'][number]>;
const noNext = async () => undefined;

/**
 * Answers a visitor's public reads (routes declared with `ApiRouter.read`) right after request
 * logging and error handling. Measured with `npm run bench:public`: the general chain's body
 * parser, compression wrapper, role guard and router over every route of the site cost about a
 * third of a cached list's throughput, and a visitor's GET needs none of them.
 *
 * Paths are matched by the router the general chain uses (same options, so the same spellings);
 * a path without parameters is found in a map first. A request that carries an Authorization
 * header (an admin, or a bad token that must get its 401) takes the general chain, so who sees
 * what is decided in one place: here the caller is always a visitor (`seesAll` false).
 */
export function readLane({
  routers,
  orm,
  headers,
  compress,
  compressThresholdBytes,
}: ReadLaneDeps): Middleware<RequestState> {
  const router = new Router<RequestState>();
  const exact = new Map<string, Layer>();
  for (const read of routers.flatMap((r) => r.reads)) {
    router.register(read.path, ['GET'], [read.handler as Middleware]);
    const layer = router.stack.at(-1);
    if (layer && layer.paramNames.length === 0) exact.set(read.path, layer);
  }
  const find = (path: string): Layer | undefined =>
    exact.get(path) ?? router.match(path, 'GET').pathAndMethod[0];

  return (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (ctx.get('authorization') !== '') return next();
    const layer = find(ctx.path);
    const handler = layer?.stack[0];
    if (!layer || !handler) return next();
    ctx.set(headers);
    const routed = ctx as unknown as ApiContext;
    routed.params = layer.paramNames.length ? layer.params(ctx.path, layer.captures(ctx.path)) : {};
    (ctx.state as ViewerState).seesAll = false;
    return withEntityManagerScope(orm, async () => {
      await handler(routed, noNext);
      // A cached answer arrives serialised (and precompressed when large); an answer computed
      // per request (a filtered list) is compressed here, as the general chain would: in one
      // call, or through koa-compress when it is too large for that.
      compressJsonBody(ctx, compressThresholdBytes);
      if (leftToStreamCompression(ctx)) await compress(ctx, noNext);
    });
  };
}
