import type { CountViews } from '../analytics/index.ts';
import type { OrderPort } from '../payments/index.ts';
import type { PublicCache } from '../platform/cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../platform/db/index.ts';
import { publish } from '../platform/events/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Mailer } from '../platform/mail/index.ts';
import type { Enqueue, Redis } from '../platform/queues/index.ts';
import { rateLimit } from '../platform/rate-limit/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { discountsRoutes } from './discounts/discounts.routes.ts';
import { DiscountsService } from './discounts/discounts.service.ts';
import { downloadsRoutes } from './downloads/downloads.routes.ts';
import { DownloadsService } from './downloads/downloads.service.ts';
import {
  DiscountSchema,
  DownloadGrantSchema,
  Order,
  OrderLineSchema,
  OrderSchema,
  ProductFileSchema,
  ProductSchema,
} from './entities/index.ts';
import { onSaleAlert } from './handlers/on-sale-alert.handler.ts';
import { onSettingsChanged } from './handlers/on-settings-changed.handler.ts';
import { onTransactionCompleted } from './handlers/on-transaction-completed.handler.ts';
import { onTransactionFailed } from './handlers/on-transaction-failed.handler.ts';
import { onTransactionRefunded } from './handlers/on-transaction-refunded.handler.ts';
import { onTransactionReversed } from './handlers/on-transaction-reversed.handler.ts';
import { resendKeys, resendReceiptJob } from './jobs/resend-receipt.job.ts';
import { salesDigestJob } from './jobs/sales-digest.job.ts';
import { Fulfilment } from './orders/fulfilment.ts';
import { changeOrderEmail } from './orders/order-email.ts';
import { orderDetails, ordersMatching } from './orders/order-reads.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { OrdersService } from './orders/orders.service.ts';
import { productSitemapUrls } from './pages/product-pages.ts';
import { Catalogue } from './products/catalogue.ts';
import { productAnswers } from './products/product-answers.ts';
import { ProductPortable } from './products/product-portable.ts';
import { ProductReads } from './products/product-reads.ts';
import { ProductViews } from './products/product-views.ts';
import { productsRoutes } from './products/products.routes.ts';
import { ProductsService } from './products/products.service.ts';
import { ShopSettingsSchema } from './settings/shop-settings.entity.ts';
import { shopSettingsRoutes } from './settings/shop-settings.ts';
import { shopSummary } from './shop.summary.ts';
import type { ShopDeps } from './shop-deps.ts';

export { DISCOUNT_MESSAGES, type DiscountPreview, type DiscountView } from './discounts.schemas.ts';
export { byteBudget, DOWNLOAD_SESSION_MINUTES } from './downloads/downloads.service.ts';
/** The cookie a download's resume is bound to, for the privacy page (modules/pages). */
export { RESUME_COOKIE } from './downloads/resume-cookie.ts';
/** The shop's emails, for `npm run check:spam` (the handlers build them the same way). */
export { type ReceiptInput, receiptEmail, reversalEmail } from './emails/receipt.email.ts';
export { refundEmail } from './emails/refund.email.ts';
export { saleAlertEmail, salesDigestEmail } from './emails/sale-alert.email.ts';
export type { PaymentMethod } from './entities/index.ts';
export { type SalesDigestDeps, sendSalesDigest } from './jobs/sales-digest.job.ts';
export type { Customer, PlaceOrderInput } from './orders/order-input.ts';
export type { OrderDetails, OrderFile, OrderItem, PlacedOrder } from './orders/order-reads.ts';
export { ORDER_MESSAGES } from './orders/orders.service.ts';
export type { SitemapUrl } from './pages/product-pages.ts';
export type { ProductFileHandle } from './products/catalogue.ts';
export {
  MAX_LINE_QUANTITY,
  MAX_LINES,
  PRICE_MESSAGES,
  type PricedItems,
  type PricedLine,
  priceItemsSchema,
} from './products/price-items.ts';
export type { PortableProduct, ProductPortable } from './products/product-portable.ts';
export { type ProductChange, productChanged, SHOP_EVENTS } from './shop.events.ts';
export {
  type AdminProductView,
  FILE_LIMITS,
  FILE_TYPES,
  MESSAGES as SHOP_MESSAGES,
  type ProductView,
  productCreateSchema,
  productUpdateSchema,
  SHOP_CURRENCY,
} from './shop.schemas.ts';
export type { ShopActivity, ShopSummary } from './shop.summary.ts';

/** Every entity of the shop module, for the ORM and migrations. */
export const shopEntities = [
  ProductSchema,
  ProductFileSchema,
  OrderSchema,
  OrderLineSchema,
  DownloadGrantSchema,
  ShopSettingsSchema,
  DiscountSchema,
];

export type ShopModuleDeps = {
  orm: MikroORM;
  /** Its public answers' cache (namespace `shop`), made by the composition root. */
  cache: PublicCache;
  storage: UploadStorage;
  /** Analytics' "once per visitor per day" counter, over the products' `views` column. */
  countViews: CountViews;
  publicUrl: string;
  siteName: () => Promise<string>;
  /** Sends the receipts and the owner's reversal notices (only the worker's handlers send). */
  mailer: Pick<Mailer, 'deliver'>;
  /** Starts the receipt resend job. */
  enqueue: Enqueue;
  /** Who hears about reversed payments (MAIL_OWNER, else the admins' addresses). */
  ownerEmails: () => Promise<string[]>;
  /** The site's time zone: the daily sales digest covers its days. */
  timeZone: string;
  /** The discount preview's rate limit (per client address) lives in Redis under this prefix. */
  redis: Redis;
  redisPrefix: string;
  previewRateLimit: { points: number; windowSeconds: number };
  log: Logger;
  clock?: () => Date;
};

/**
 * The shop's catalogue: products (prices in minor units, sold in KES) with a public image and
 * private downloadable files, the public and admin calls, view counts, the product page head
 * and sitemap URLs, orders and their single-use downloads (`GET /api/pesapal/download/...`).
 * Fills payments' `OrderPort` and handles its transaction events (shop depends on payments,
 * never the other way). Publishes `shop.product_changed`. See README.md.
 */
export function createShopModule(deps: ShopModuleDeps) {
  const { cache, storage } = deps;
  const shared: ShopDeps = {
    em: deps.orm.em,
    publish,
    files: storage,
    cache,
    clock: deps.clock ?? (() => new Date()),
  };
  const reads = new ProductReads(deps.orm.em);
  const products = new ProductsService(shared);
  const views = new ProductViews({ em: deps.orm.em, countViews: deps.countViews });
  const catalogue = new Catalogue({
    em: deps.orm.em,
    readPrivate: (key, range) => storage.readPrivate(key, range),
  });
  const fulfilment = new Fulfilment(deps.orm.em);
  const discounts = new DiscountsService({ em: deps.orm.em, catalogue, clock: shared.clock });
  const orders = new OrdersService({ em: deps.orm.em, catalogue, discounts, clock: shared.clock });
  const previewLimit = rateLimit({
    redis: deps.redis,
    prefix: deps.redisPrefix,
    name: 'shop:limit:discount-preview',
    ...deps.previewRateLimit,
  });
  const downloads = new DownloadsService({ em: deps.orm.em, catalogue, fulfilment });
  const mailDeps = {
    em: deps.orm.em,
    fulfilment,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    siteName: deps.siteName,
  };
  const resendJob = resendReceiptJob(mailDeps);
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const pageDeps = { orm: deps.orm, reads, cache, origin };
  /** What payments asks of the orders it takes payment for (its port, filled here). */
  const orderPort: OrderPort = {
    placeOrder: (input) => orders.placeOrder(input),
    orderDetails: (orderId) => orderDetails(deps.orm.em, orderId),
    ordersMatching: (text) => ordersMatching(deps.orm.em, text),
    resendReceipt: async (orderId, trackingId) => {
      const order = await deps.orm.em.findOne(Order, { id: orderId }, { fields: ['email'], refresh: true });
      if (!order) return;
      const { key, jobId } = resendKeys(orderId, shared.clock(), order.email);
      await deps.enqueue(resendJob, { orderId, trackingId, key }, { jobId });
    },
    changeEmail: (orderId, email) => changeOrderEmail(deps.orm.em, orderId, email),
    reissueDownload: (orderId, fileIndex) => downloads.reissue(orderId, fileIndex),
  };
  const answers = productAnswers({ reads, views, cache });
  return {
    reads,
    products,
    /** Products' descriptions and pictures and the settings for the site's export, and back. */
    portable: new ProductPortable(shared),
    cache,
    /** What visitors read, as answers: for its routes and the server render. */
    answers,
    routes: [
      discountsRoutes({ discounts, previewLimit }),
      productsRoutes({ reads, products, views, storage, answers }),
      downloadsRoutes({ em: deps.orm.em, downloads, secureCookie: origin.startsWith('https:') }),
      shopSettingsRoutes(deps.orm.em),
      ordersRoutes(deps.orm.em, deps.timeZone),
    ],
    jobs: [
      resendJob,
      salesDigestJob({ ...mailDeps, ownerEmails: deps.ownerEmails, timeZone: deps.timeZone }, shared.clock),
    ],
    handlers: [
      onTransactionCompleted(mailDeps),
      onTransactionReversed({ ...mailDeps, ownerEmails: deps.ownerEmails }),
      onTransactionRefunded(mailDeps),
      onSaleAlert({ ...mailDeps, ownerEmails: deps.ownerEmails }),
      onTransactionFailed(fulfilment),
      onSettingsChanged(cache),
    ],
    /** The orders payments takes payment for: checkout, the transaction view, admin actions. */
    orders: orderPort,
    /** Active products' page URLs, for the sitemap the blog serves. */
    sitemapUrls: () => productSitemapUrls(pageDeps),
    // These two are asked from outside any request or job (scripts, tests): each opens its own scope.
    /** Prices `[{ id, quantity }]` from the database for checkout; refuses with a ValidationError. */
    priceItems: (items: unknown) => withEntityManagerScope(deps.orm, () => catalogue.priceItems(items)),
    /** A product's downloadable file by zero-based index or id, to stream; undefined if none. */
    openFile: (productId: string, ref: { index: number } | { fileId: string }) =>
      withEntityManagerScope(deps.orm, () => catalogue.openFile(productId, ref)),
    /** Product count and latest additions for the admin dashboard. */
    summary: (limit: number) => shopSummary(deps.orm.em, limit),
  };
}

export type ShopModule = ReturnType<typeof createShopModule>;
