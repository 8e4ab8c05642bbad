import type { Middleware } from 'koa';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors/index.ts';
import { ApiRouter, PUBLIC, sendPrivate } from '../../platform/http/index.ts';
import { NOTICE_MESSAGES, type ReplyNotices } from './reply-notices.ts';

/** A link token: base64url of an HMAC-SHA-256 (43 characters); anything else is no link of ours. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const tokenFrom = (value: string | undefined): string => {
  const parsed = tokenSchema.safeParse(value);
  if (!parsed.success) throw new NotFoundError(NOTICE_MESSAGES.invalid);
  return parsed.data;
};

/**
 * The reply emails' links. Opening a link's page changes nothing (mail scanners open links);
 * its button POSTs here. `POST /comment-replies/unsubscribe/:token` (the email's
 * List-Unsubscribe address, RFC 8058) is served by `oneClickReplyUnsubscribe`.
 */
export function replyNoticeRoutes(notices: ReplyNotices): ApiRouter {
  return new ApiRouter('/api/blog/comment-replies')
    .post('/confirm/:token', PUBLIC, { body: 'none' }, async (ctx) => {
      sendPrivate(ctx, { message: await notices.confirm(tokenFrom(ctx.params.token)) });
    })
    .post('/unsubscribe/:token', PUBLIC, { body: 'none' }, async (ctx) => {
      sendPrivate(ctx, { message: await notices.unsubscribe(tokenFrom(ctx.params.token)) });
    });
}

const ONE_CLICK_PATH = /^\/comment-replies\/unsubscribe\/([^/]+)$/;

/** RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the page's address. */
export function oneClickReplyUnsubscribe(notices: ReplyNotices): Middleware {
  return async (ctx, next) => {
    const match = ctx.method === 'POST' ? ONE_CLICK_PATH.exec(ctx.path) : null;
    if (!match) return next();
    const message = await notices.unsubscribe(tokenFrom(match[1]));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, message };
  };
}
