import type { Middleware } from 'koa';
import getRawBody from 'raw-body';
import { AppError, BadRequestError, PayloadTooLargeError } from '../errors/index.ts';
import type { ApiRouter } from './api-router.ts';
import type { RequestState } from './request-context.ts';

/**
 * Answers beacon routes right after request logging and error handling. Measured with
 * `npm run bench:track`: the general chain (headers, auth and DB scope, koa-body, router)
 * cost more than half of the tracking endpoint's throughput, and a beacon uses none of it.
 */
export function beaconLane(routers: ApiRouter[], headers: Record<string, string>): Middleware<RequestState> {
  const beacons = new Map(routers.flatMap((router) => router.beacons).map((beacon) => [beacon.path, beacon]));
  return async (ctx, next) => {
    const beacon = ctx.method === 'POST' ? beacons.get(ctx.path) : undefined;
    if (!beacon) return next();
    ctx.set(headers);
    if (!ctx.is('application/json')) {
      throw new AppError(415, 'unsupported_media_type', 'Unsupported content type: send application/json');
    }
    let text: string;
    try {
      text = await getRawBody(ctx.req, {
        limit: beacon.maxBodyBytes,
        length: ctx.get('content-length') || undefined,
        encoding: 'utf8',
      });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') throw new PayloadTooLargeError();
      throw new BadRequestError('Malformed request body', 'malformed_body');
    }
    try {
      ctx.request.body = JSON.parse(text);
    } catch {
      throw new BadRequestError('Malformed request body: expected valid JSON', 'malformed_body');
    }
    // Beacons are single handlers (access is public); the router's 404 never applies.
    await beacon.handler(ctx as Parameters<typeof beacon.handler>[0], async () => undefined);
  };
}
