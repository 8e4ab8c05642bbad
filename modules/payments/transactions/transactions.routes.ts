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
import { PAYMENT_MESSAGES, reissueDownloadBodySchema, transactionsQuerySchema } from '../payments.schemas.ts';
import type { TransactionsService } from './transactions.service.ts';
import type { CodAction, TransactionsAdmin } from './transactions-admin.ts';

/** The back office's calls (admin-back-office.md, "Payment transactions"). */
export function transactionsRoutes(admin: TransactionsAdmin, transactions: TransactionsService): ApiRouter {
  /** A cash-on-delivery order marked paid or cancelled by the admin: the transaction as it now stands. */
  const codAction =
    (action: CodAction): SignedInHandler =>
    async (ctx) => {
      const id = requireId(ctx.params.id, PAYMENT_MESSAGES.notFound);
      const transaction = await admin.codAction(id, action, ctx.state.user.id);
      sendPrivate(ctx, { transaction: await transactions.view(transaction, true) });
    };
  return new ApiRouter('/api/pesapal')
    .get('/transactions', ADMIN, async (ctx) => {
      const query = parseQuery(transactionsQuerySchema, ctx);
      const [{ rows, total }, stats] = await Promise.all([admin.list(query), admin.stats()]);
      const views = [];
      for (const row of rows) views.push(await transactions.view(row, true));
      sendPrivate(ctx, { ...listAnswer('transactions', views, total, query), stats });
    })
    .post('/transactions/:id/mark-paid', ADMIN, codAction('mark_paid'))
    .post('/transactions/:id/cancel', ADMIN, codAction('cancel'))
    .post('/transactions/:id/reissue-download', ADMIN, async (ctx) => {
      const id = requireId(ctx.params.id, PAYMENT_MESSAGES.notFound);
      const { fileIndex } = parse(reissueDownloadBodySchema, ctx.request.body ?? {});
      const transaction = await admin.reissueDownload(id, fileIndex, ctx.state.user.id);
      sendPrivate(ctx, { transaction: await transactions.view(transaction, true) });
    });
}
