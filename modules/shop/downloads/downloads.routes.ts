import { z } from 'zod';
import { PAYMENT_MESSAGES, paymentOf, trackingIdSchema } from '../../payments/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import type { ApiContext } from '../../platform/http/index.ts';
import { ApiRouter, PUBLIC, parse } from '../../platform/http/index.ts';
import { parseRange } from './byte-range.ts';
import { refusalPage, wantsPage } from './download-refusal.ts';
import type { DownloadsService } from './downloads.service.ts';
import { readResumeSecret, setResumeSecret } from './resume-cookie.ts';
import { fileHeaders, sendFile } from './send-file.ts';

const fileIndexSchema = z.coerce
  .number(PAYMENT_MESSAGES.badIndex)
  .int(PAYMENT_MESSAGES.badIndex)
  .min(0)
  .max(10_000);

type Deps = {
  /** Resolves to the request's scope. */
  em: EntityManager;
  downloads: DownloadsService;
  /** The public origin is https: the resume cookie is Secure whatever the hop says. */
  secureCookie: boolean;
};

/** The spec's JSON error for API clients; a page for a person who opened the link in a browser. */
function refuse(ctx: ApiContext, status: number, error: string, trackingId?: string): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.status = status;
  if (ctx.method !== 'HEAD' && wantsPage(ctx)) {
    ctx.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    ctx.type = 'text/html';
    ctx.body = refusalPage(error, trackingId);
    return;
  }
  ctx.body = { success: false, error };
}

async function paidOrder(
  ctx: ApiContext,
  em: EntityManager,
): Promise<{ orderId: string; trackingId: string; fileIndex: number } | undefined> {
  const trackingId = parse(trackingIdSchema, ctx.params.trackingId);
  const fileIndex = parse(fileIndexSchema, ctx.params.fileIndex);
  // The payment is the truth: the completion handler may not have fulfilled the order yet.
  const payment = await paymentOf(em, trackingId);
  if (!payment) {
    refuse(ctx, 404, PAYMENT_MESSAGES.notFound);
    return undefined;
  }
  if (payment.state !== 'completed') {
    refuse(ctx, 403, PAYMENT_MESSAGES.notPaid, trackingId);
    return undefined;
  }
  return { orderId: payment.orderId, trackingId, fileIndex };
}

/**
 * `GET /api/pesapal/download/:trackingId/:fileIndex`: a file of a completed order, once. The
 * grant's conditional update decides the single use and hands the winner a resume secret (a
 * cookie for this URL); only that client resumes, within the session and one copy's bytes.
 * HEAD tells what a GET would get and spends nothing.
 */
export function downloadsRoutes({ em, downloads, secureCookie }: Deps): ApiRouter {
  return new ApiRouter('/api/pesapal').get('/download/:trackingId/:fileIndex', PUBLIC, async (ctx) => {
    const paid = await paidOrder(ctx, em);
    if (!paid) return;
    const { orderId, trackingId, fileIndex } = paid;
    const resumeSecret = readResumeSecret(ctx);
    if (ctx.method === 'HEAD') {
      const peek = await downloads.peek(orderId, fileIndex, resumeSecret);
      if (peek.kind !== 'available') return refuseClaim(ctx, peek.kind, trackingId);
      fileHeaders(ctx, peek.file);
      ctx.status = 200;
      ctx.length = peek.file.size;
      return;
    }
    const rangeHeader = ctx.get('Range') || undefined;
    const claim = await downloads.claim(orderId, fileIndex, {
      span: (size) => parseRange(rangeHeader, size),
      resumeSecret,
    });
    if (claim.kind === 'unsatisfiable') {
      ctx.set('Content-Range', `bytes */${claim.size}`);
      return refuse(ctx, 416, 'Requested range not satisfiable');
    }
    if (claim.kind !== 'first_use' && claim.kind !== 'resume')
      return refuseClaim(ctx, claim.kind, trackingId);
    if (claim.kind === 'first_use') {
      const { resumeSecret: secret, sessionEndsAt: expires } = claim;
      setResumeSecret(ctx, { trackingId, fileIndex, secret, expires, alwaysSecure: secureCookie });
    }
    const log = ctx.state.log;
    await sendFile(ctx, claim.file, claim.span, (unsent) => {
      // After the answer: a failure here only costs the buyer resume bytes, so it is logged.
      downloads.release(claim.grantId, unsent).catch((error: unknown) => {
        log.warn({ err: error }, 'download bytes not given back');
      });
    });
  });
}

const CLAIM_REFUSALS = {
  missing: { status: 404, error: PAYMENT_MESSAGES.fileMissing },
  revoked: { status: 403, error: PAYMENT_MESSAGES.revoked },
  used: { status: 410, error: PAYMENT_MESSAGES.alreadyDownloaded },
} as const;

function refuseClaim(ctx: ApiContext, kind: keyof typeof CLAIM_REFUSALS, trackingId: string): void {
  const { status, error } = CLAIM_REFUSALS[kind];
  refuse(ctx, status, error, trackingId);
}
