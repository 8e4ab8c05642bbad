import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import getRawBody from 'raw-body';
import { AppError, BadRequestError, PayloadTooLargeError } from '../errors/index.ts';
import type { ApiRouter, BeaconRoute } from './api-router.ts';
import { bodyEncoding, unsupportedEncoding } from './json-body.ts';
import type { RequestState } from './request-context.ts';

/**
 * Finds the beacon a request is for with the very matcher (and options) the API router uses,
 * so every spelling the router would accept (`/TRACK`, `/track/`) reaches the beacon and its
 * small body limit, never the general 1 MB parser.
 */
function beaconMatcher(beacons: BeaconRoute[]): (path: string) => BeaconRoute | undefined {
  const router = new Router<RequestState>();
  const byPath = new Map<string, BeaconRoute>();
  for (const beacon of beacons) {
    router.register(beacon.path, ['POST'], [async () => undefined]);
    byPath.set(beacon.path, beacon);
  }
  return (path) => {
    const exact = byPath.get(path);
    if (exact || byPath.size === 0) return exact;
    const layer = router.match(path, 'POST').pathAndMethod[0];
    return typeof layer?.path === 'string' ? byPath.get(layer.path) : undefined;
  };
}

/**
 * Answers beacon routes right after request logging and error handling. Measured with
 * `npm run bench:track`: the general chain (headers, auth and DB scope, koa-body, router)
 * cost more than half of the tracking endpoint's throughput, and a beacon uses none of it.
 */
export function beaconLane(routers: ApiRouter[], headers: Record<string, string>): Middleware<RequestState> {
  const match = beaconMatcher(routers.flatMap((router) => router.beacons));
  // Every other request passes straight through, without an async frame of its own.
  return (ctx, next) => {
    const beacon = ctx.method === 'POST' ? match(ctx.path) : undefined;
    return beacon ? answerBeacon(ctx, beacon, headers) : next();
  };
}

async function answerBeacon(
  ctx: Parameters<Middleware<RequestState>>[0],
  beacon: BeaconRoute,
  headers: Record<string, string>,
): Promise<void> {
  ctx.set(headers);
  if (!ctx.is('application/json')) {
    throw new AppError(415, 'unsupported_media_type', 'Unsupported content type: send application/json');
  }
  // Beacons are a few bytes from a browser: no compression, and so no decompression bomb.
  if (bodyEncoding(ctx.get('content-encoding')) !== 'identity') throw unsupportedEncoding('it uncompressed');
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
}
