import {
  ADMIN,
  ApiRouter,
  parse,
  parseQuery,
  requireId,
  type SignedInHandler,
  sendPrivate,
} from '../../platform/http/index.ts';
import { listAnswer } from '../../platform/lists/index.ts';
import {
  buyerEmailBodySchema,
  PAYMENT_MESSAGES,
  refundBodySchema,
  reissueDownloadBodySchema,
  transactionsQuerySchema,
} from '../payments.schemas.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';
import type { CancelService } from './cancel.service.ts';
import type { TransactionsService } from './transactions.service.ts';
import type { TransactionsAdmin } from './transactions-admin.ts';

type AfterSale = { refunds: RefundsService; cancels: CancelService };

/** The back office's calls (admin-back-office.md, "Payment transactions"), refunds and cancels. */
export function transactionsRoutes(
  admin: TransactionsAdmin,
  transactions: TransactionsService,
  { refunds, cancels }: AfterSale,
): ApiRouter {
  /** An admin action on one transaction, answered with the transaction as it now stands. */
  const answer =
    (
      act: (
        id: string,
        adminId: string,
        body: unknown,
      ) => Promise<Parameters<TransactionsService['view']>[0]>,
      status: (transaction: Parameters<TransactionsService['view']>[0]) => 200 | 202 = () => 200,
    ): SignedInHandler =>
    async (ctx) => {
      const id = requireId(ctx.params.id, PAYMENT_MESSAGES.notFound);
      const transaction = await act(id, ctx.state.user.id, ctx.request.body ?? {});
      sendPrivate(ctx, { transaction: await transactions.view(transaction, true) }, status(transaction));
    };
  return (
    new ApiRouter('/api/pesapal')
      .get('/transactions', ADMIN, async (ctx) => {
        const query = parseQuery(transactionsQuerySchema, ctx);
        const [{ rows, total }, stats] = await Promise.all([admin.list(query), admin.stats()]);
        const views = [];
        for (const row of rows) views.push(await transactions.view(row, true));
        sendPrivate(ctx, { ...listAnswer('transactions', views, total, query), stats });
      })
      .post(
        '/transactions/:id/mark-paid',
        ADMIN,
        answer((id, adminId) => admin.markPaid(id, adminId)),
      )
      .post(
        '/transactions/:id/cancel',
        ADMIN,
        answer((id, adminId) => cancels.cancel({ id }, { kind: 'admin', adminId })),
      )
      .patch(
        '/transactions/:id',
        ADMIN,
        answer((id, adminId, body) =>
          admin.changeEmail(id, parse(buyerEmailBodySchema, body).email, adminId),
        ),
      )
      .post(
        '/transactions/:id/resend-receipt',
        ADMIN,
        answer((id, adminId) => admin.resendReceipt(id, adminId)),
      )
      // 202 for Pesapal (the worker sends it; the view's `refund.status` follows), 200 by hand (COD).
      .post(
        '/transactions/:id/refund',
        ADMIN,
        answer(
          (id, adminId, body) => refunds.request(id, parse(refundBodySchema, body), adminId),
          (transaction) => (transaction.orderTrackingId ? 202 : 200),
        ),
      )
      .post(
        '/transactions/:id/reissue-download',
        ADMIN,
        answer((id, adminId, body) =>
          admin.reissueDownload(id, parse(reissueDownloadBodySchema, body).fileIndex, adminId),
        ),
      )
  );
}
