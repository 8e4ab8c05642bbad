import type {
  DownloadClaim,
  DownloadPeek,
  DownloadRequest,
  OrderDetails,
  PlacedOrder,
  PlaceOrderInput,
} from '../shop/index.ts';

/**
 * What payments asks of the shop, wired by the composition root from the shop's door (types
 * only here, so the two doors never import each other at run time).
 */
export type ShopOrders = {
  placeOrder(input: PlaceOrderInput): Promise<{ order: PlacedOrder; created: boolean }>;
  orderDetails(orderId: string): Promise<OrderDetails | undefined>;
  claimDownload(orderId: string, fileIndex: number, request: DownloadRequest): Promise<DownloadClaim>;
  peekDownload(orderId: string, fileIndex: number, resumeSecret: string | undefined): Promise<DownloadPeek>;
  releaseDownload(grantId: string, unsentBytes: number): Promise<void>;
  reissueDownload(orderId: string, fileIndex: number): Promise<'reissued' | 'revoked' | 'missing'>;
  /** Ids of orders whose buyer name, email or phone contains `text` (case-insensitive). */
  ordersMatching(text: string): Promise<string[]>;
  /** Queues a completed order's receipt again (at most one email per order per hour). */
  resendReceipt(orderId: string, trackingId: string | null): Promise<void>;
};

/** Minor units of KES (two decimals) to the decimal number Pesapal and the JSON carry. */
export const toMajor = (minor: number): number => Number((minor / 100).toFixed(2));
/** A decimal amount to minor units, rounded to the cent (Pesapal answers floats). */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);
