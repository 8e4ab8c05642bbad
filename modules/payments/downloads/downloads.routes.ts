import type { ApiContext } from '../../platform/http/index.ts';
import { ApiRouter, PUBLIC, parse } from '../../platform/http/index.ts';
import { fileIndexSchema, PAYMENT_MESSAGES, trackingIdSchema } from '../payments.schemas.ts';
import type { ShopOrders } from '../payments-deps.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { parseRange } from './byte-range.ts';
import { contentDisposition } from './content-disposition.ts';

type Deps = { transactions: TransactionsService; shop: ShopOrders };

function refuse(ctx: ApiContext, status: number, error: string): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.status = status;
  ctx.body = { success: false, error };
}

/**
 * `GET /api/pesapal/download/:trackingId/:fileIndex`: a file of a completed order, once. The
 * shop's conditional update decides the single use; a Range request within the session after
 * it resumes (206) without counting again.
 */
export function downloadsRoutes({ transactions, shop }: Deps): ApiRouter {
  return new ApiRouter('/api/pesapal').get('/download/:trackingId/:fileIndex', PUBLIC, async (ctx) => {
    const trackingId = parse(trackingIdSchema, ctx.params.trackingId);
    const fileIndex = parse(fileIndexSchema, ctx.params.fileIndex);
    const transaction = await transactions.byTrackingId(trackingId);
    if (transaction.state !== 'completed') return refuse(ctx, 403, PAYMENT_MESSAGES.notPaid);
    const rangeHeader = ctx.get('Range') || undefined;
    const claim = await shop.claimDownload(transaction.orderId, fileIndex, rangeHeader !== undefined);
    if (claim.kind === 'missing') return refuse(ctx, 404, PAYMENT_MESSAGES.fileMissing);
    if (claim.kind === 'revoked') return refuse(ctx, 403, PAYMENT_MESSAGES.revoked);
    if (claim.kind === 'used') return refuse(ctx, 410, PAYMENT_MESSAGES.alreadyDownloaded);
    const { file } = claim;
    const range = parseRange(rangeHeader, file.size);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Content-Disposition', contentDisposition(file.name));
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Length and ranges are of the stored bytes: the compression middleware must leave them be.
    ctx.compress = false;
    if (range === 'unsatisfiable') {
      ctx.set('Content-Range', `bytes */${file.size}`);
      return refuse(ctx, 416, 'Requested range not satisfiable');
    }
    ctx.type = file.contentType;
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
      ctx.length = range.end - range.start + 1;
      ctx.body = file.open(range);
      return;
    }
    ctx.status = 200;
    ctx.length = file.size;
    ctx.body = file.open();
  });
}
