import { csvStream } from '../../platform/csv/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { ADMIN, ApiRouter, parseQuery } from '../../platform/http/index.ts';
import { ORDERS_CSV_COLUMNS, ordersCsvRows, ordersExportQuerySchema } from './orders-csv.ts';

/** `GET /api/shop/orders/export` (admin): the orders CSV for accounting, streamed. */
export function ordersRoutes(em: EntityManager, timeZone: string): ApiRouter {
  return new ApiRouter('/api/shop').get('/orders/export', ADMIN, async (ctx) => {
    const query = parseQuery(ordersExportQuerySchema, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(
      `orders${query.start_date ? `-${query.start_date}` : ''}${query.end_date ? `-to-${query.end_date}` : ''}.csv`,
    );
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csvStream(ORDERS_CSV_COLUMNS, ordersCsvRows(em, query, timeZone));
  });
}
