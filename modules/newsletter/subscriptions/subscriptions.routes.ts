import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { NotFoundError } from '../../platform/errors/index.ts';
import { ApiRouter, PUBLIC, parse, sendPrivate } from '../../platform/http/index.ts';
import type { RateLimit } from '../../platform/rate-limit/index.ts';
import { MESSAGES, subscribeSchema, tokenSchema } from '../newsletter.schemas.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

/** A token from a path, or the answer a wrong one deserves. */
function tokenFrom(value: string | undefined, message: string): string {
  const parsed = tokenSchema.safeParse(value);
  if (!parsed.success) throw new NotFoundError(message);
  return parsed.data;
}

/**
 * The visitor's calls. Subscribing answers the same for every address (no probing who is
 * subscribed). Unsubscribing is a POST only: mail scanners follow GET links, and must not
 * unsubscribe anyone; the body (RFC 8058's `List-Unsubscribe=One-Click`, JSON or none) is ignored.
 */
export function subscriptionsRoutes(
  service: SubscriptionsService,
  limit: { client: RateLimit; address: RateLimit },
): ApiRouter {
  return new ApiRouter('/api/subscriptions')
    .post('/subscribe', PUBLIC, async (ctx) => {
      const input = parse(subscribeSchema, ctx.request.body ?? {});
      await limit.client.consume(ctx.ip);
      // Counted under a hash: Redis keys are no place for subscribers' addresses.
      await limit.address.consume(createHash('sha256').update(input.email).digest('base64url'));
      await service.subscribe(input);
      sendPrivate(ctx, { message: MESSAGES.subscribed });
    })
    .get('/verify/:token', PUBLIC, async (ctx) => {
      await service.verify(tokenFrom(ctx.params.token, MESSAGES.invalidToken));
      sendPrivate(ctx, { message: MESSAGES.verified });
    })
    .post('/unsubscribe/:token', PUBLIC, async (ctx) => {
      await service.unsubscribeByToken(tokenFrom(ctx.params.token, MESSAGES.invalidUnsubscribe));
      sendPrivate(ctx, { message: MESSAGES.unsubscribed });
    });
}

const ONE_CLICK_PATH = /^\/unsubscribe\/([^/]+)\/?$/;

/**
 * `POST /unsubscribe/:token`, the https URL in List-Unsubscribe that mail clients POST to
 * directly (RFC 8058). A GET of the same path falls through to the SPA's confirm page.
 */
export function oneClickUnsubscribe(service: SubscriptionsService): Middleware {
  return async (ctx, next) => {
    const match = ctx.method === 'POST' ? ONE_CLICK_PATH.exec(ctx.path) : null;
    if (!match) return next();
    await service.unsubscribeByToken(tokenFrom(match[1], MESSAGES.invalidUnsubscribe));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, message: MESSAGES.unsubscribed };
  };
}
