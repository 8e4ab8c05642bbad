import { p } from '@mikro-orm/core';
import { createdAtColumn, table } from '../../platform/db/index.ts';

/** How an order is paid: online through Pesapal, or cash on delivery (confirmed by the admin). */
export const PAYMENT_METHODS = ['pesapal', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order placed at checkout, priced from the database. `clientOrderId` is the idempotency key
 * (`key:` + a SHA-256 of the browser's secret Idempotency-Key, or `once:` + a random id for a
 * checkout sent without one), so a retried or double-clicked checkout finds the same order and
 * nobody else can. `status` mirrors the payment's state machine
 * (payments owns the transaction; the shop follows its events).
 */
export const OrderSchema = table(
  'Order',
  'shop_order',
  {
    id: p.uuid().primary(),
    merchantReference: p.string().length(50).unique('shop_order_merchant_reference_unique'),
    clientOrderId: p.string().length(200).unique('shop_order_client_order_id_unique'),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(255),
    phone: p.string().length(30),
    countryCode: p.string().length(2),
    addressLine1: p.string().length(255),
    city: p.string().length(100),
    state: p.string().length(100),
    postalCode: p.string().length(20),
    paymentMethod: p.string().length(10),
    status: p.string().length(20).default('pending'),
    description: p.string().length(100),
    /** The lines' total before any discount (gross). */
    subtotalMinor: p.bigint('number').default(0),
    /** The discount that priced this order, its code as applied, and the amount it took off. */
    discountId: p.uuid().nullable(),
    discountCode: p.string().length(40).nullable(),
    discountMinor: p.bigint('number').default(0),
    /** What is charged: `subtotalMinor - discountMinor`. */
    totalMinor: p.bigint('number'),
    currency: p.string().length(3).default('KES'),
    createdAt: createdAtColumn(),
    paidAt: p.datetime().nullable(),
    fulfilledAt: p.datetime().nullable(),
  },
  {
    indexes: [
      { name: 'shop_order_created_idx', properties: ['createdAt'] },
      { name: 'shop_order_discount_idx', properties: ['discountId', 'status'] },
    ],
  },
);

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);

/** One product of an order at the price the database had when the order was placed. */
export const OrderLineSchema = table('OrderLine', 'shop_order_line', {
  id: p.uuid().primary(),
  orderId: p.uuid().index('shop_order_line_order_idx'),
  productId: p.uuid(),
  name: p.string().length(255),
  unitPriceMinor: p.bigint('number'),
  quantity: p.integer(),
  lineTotalMinor: p.bigint('number'),
  position: p.integer(),
});

export class OrderLine extends OrderLineSchema.class {}
OrderLineSchema.setClass(OrderLine);

/**
 * The right to download one file of a paid order once. `usedAt` is set by one conditional
 * update (so concurrent requests give one success). Until `sessionExpiresAt` the first
 * downloader, proven by the secret whose hash is `resumeSecretHash`, may resume with HTTP Range
 * requests while `bytesCharged` (the bytes handed out under this grant) stays within one copy of
 * the file plus a small allowance. `reissuedAt` is the admin's last re-issue. `fileIndex` is the
 * flat, zero-based index of the download URL.
 */
export const DownloadGrantSchema = table(
  'DownloadGrant',
  'shop_download_grant',
  {
    id: p.uuid().primary(),
    orderId: p.uuid(),
    productId: p.uuid(),
    productFileId: p.uuid(),
    fileIndex: p.integer(),
    usedAt: p.datetime().nullable(),
    sessionExpiresAt: p.datetime().nullable(),
    resumeSecretHash: p.string().length(64).nullable(),
    bytesCharged: p.bigint('number').default(0),
    reissuedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
  {
    uniques: [
      { name: 'shop_download_grant_order_index_unique', properties: ['orderId', 'fileIndex'] },
      { name: 'shop_download_grant_order_file_unique', properties: ['orderId', 'productFileId'] },
    ],
  },
);

export class DownloadGrant extends DownloadGrantSchema.class {}
DownloadGrantSchema.setClass(DownloadGrant);
