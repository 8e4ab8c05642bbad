import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { DownloadGrant, Order, OrderLine, ProductFile } from '../entities/index.ts';
import type { Customer } from './order-input.ts';

/** An order as the payments module and the receipt need it (no entity leaves the shop). */
export type PlacedOrder = {
  id: string;
  merchantReference: string;
  status: string;
  paymentMethod: 'pesapal' | 'cod';
  description: string;
  subtotalMinor: number;
  discountCode: string | null;
  discountMinor: number;
  totalMinor: number;
  currency: string;
  customer: Customer;
  createdAt: Date;
  paidAt: Date | null;
};

export type OrderItem = {
  productId: string;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
};
/** A downloadable file of an order: `index` is the flat zero-based index of the download URL. */
export type OrderFile = {
  index: number;
  productId: string;
  fileId: string;
  name: string;
  size: number;
  type: string;
};
export type OrderDetails = PlacedOrder & {
  items: OrderItem[];
  files: OrderFile[];
  /** Per file index: true once its download was used. */
  downloadStatus: Record<string, boolean>;
};

export function placedOrder(order: Order): PlacedOrder {
  return {
    id: order.id,
    merchantReference: order.merchantReference,
    status: order.status,
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'pesapal',
    description: order.description,
    subtotalMinor: order.subtotalMinor,
    discountCode: order.discountCode ?? null,
    discountMinor: order.discountMinor,
    totalMinor: order.totalMinor,
    currency: order.currency,
    customer: {
      email: order.email,
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
      countryCode: order.countryCode,
      address: {
        line1: order.addressLine1,
        city: order.city,
        state: order.state,
        postalCode: order.postalCode,
      },
    },
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
  };
}

/**
 * Every downloadable file of an order, flat: the lines in order, each product's files in their
 * order. Grants store the index they were created with, so a file added to a product later does
 * not shift the downloads of orders already fulfilled.
 */
export async function orderFiles(em: EntityManager, orderId: string): Promise<OrderFile[]> {
  const lines = await em.find(OrderLine, { orderId }, { orderBy: { position: 'asc' } });
  const productIds = lines.map((line) => line.productId);
  if (productIds.length === 0) return [];
  const files = await em.find(
    ProductFile,
    { productId: { $in: productIds } },
    { orderBy: { position: 'asc', id: 'asc' } },
  );
  return productIds
    .flatMap((productId) => files.filter((file) => file.productId === productId))
    .map((file, index) => ({
      index,
      productId: file.productId,
      fileId: file.id,
      name: file.originalName,
      size: file.size,
      type: file.contentType,
    }));
}

/** An order with its items, files and download state; undefined when unknown. */
export async function orderDetails(em: EntityManager, orderId: string): Promise<OrderDetails | undefined> {
  // Fresh even if the scope holds them: fulfilment and downloads change them with plain updates.
  const order = await em.findOne(Order, { id: orderId }, { refresh: true });
  if (!order) return undefined;
  const [lines, grants] = await Promise.all([
    em.find(OrderLine, { orderId }, { orderBy: { position: 'asc' } }),
    em.find(DownloadGrant, { orderId }, { orderBy: { fileIndex: 'asc' }, refresh: true }),
  ]);
  // Once granted, the grants are the truth (their indexes are fixed); before, the products' files.
  const files = grants.length > 0 ? await grantedFiles(em, grants) : await orderFiles(em, orderId);
  const downloadStatus: Record<string, boolean> = {};
  for (const file of files) downloadStatus[String(file.index)] = false;
  for (const grant of grants) downloadStatus[String(grant.fileIndex)] = grant.usedAt != null;
  return {
    ...placedOrder(order),
    items: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.lineTotalMinor,
    })),
    files,
    downloadStatus,
  };
}

async function grantedFiles(em: EntityManager, grants: DownloadGrant[]): Promise<OrderFile[]> {
  const files = await em.find(ProductFile, { id: { $in: grants.map((grant) => grant.productFileId) } });
  const byId = new Map(files.map((file) => [file.id, file]));
  return grants.flatMap((grant) => {
    const file = byId.get(grant.productFileId);
    if (!file) return [];
    return [
      {
        index: grant.fileIndex,
        productId: grant.productId,
        fileId: file.id,
        name: file.originalName,
        size: file.size,
        type: file.contentType,
      },
    ];
  });
}

/** Ids of orders whose buyer's name, email or phone contains `text`, case-insensitively. */
export async function ordersMatching(em: EntityManager, text: string): Promise<string[]> {
  const like = `%${escapeLike(text)}%`;
  const rows = await em.execute<{ id: string }[]>(
    `select id from shop_order where first_name || ' ' || last_name ilike ? or email ilike ? or phone ilike ? limit 1000`,
    [like, like, like],
  );
  return rows.map((row) => row.id);
}
