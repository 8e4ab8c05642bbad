/**
 * What payments needs of the orders it takes payment for, in its own words. The shop fills it
 * (the composition root passes it in), so the dependency runs one way: shop -> payments.
 */

/** Who pays, as checkout collected it. */
export type Payer = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  countryCode: string;
  address: { line1: string; city: string; state: string; postalCode: string };
};

/** What checkout asks to be placed: the browser's items, priced by whoever owns the catalogue. */
export type OrderRequest = {
  /** The browser's secret for this checkout attempt: a repeat with it is the same order. */
  idempotencyKey?: string;
  items: unknown;
  customer: Payer;
  paymentMethod: 'pesapal' | 'cod';
  /** What the browser believes the total is (major units, after any discount); refused when it disagrees. */
  amount?: number;
  /** A discount code the buyer entered; the owner of the catalogue prices it (or refuses it). */
  discountCode?: string;
};

/** An order to take payment for. */
export type PayableOrder = {
  id: string;
  merchantReference: string;
  paymentMethod: 'pesapal' | 'cod';
  /** Pesapal's description (at most 100 characters). */
  description: string;
  /** The items' total before the discount. */
  subtotalMinor: number;
  /** The discount code applied (upper-cased) and what it took off; null and 0 without one. */
  discountCode: string | null;
  discountMinor: number;
  /** What is charged: subtotal less discount. */
  totalMinor: number;
  currency: string;
  customer: Payer;
  paidAt: Date | null;
};

/** An order as the transaction view shows it: its items, files and which were downloaded. */
export type OrderView = PayableOrder & {
  items: {
    productId: string;
    name: string;
    quantity: number;
    unitPriceMinor: number;
    lineTotalMinor: number;
  }[];
  files: { index: number; name: string; size: number; type: string }[];
  /** Per file index: true once its download was used. */
  downloadStatus: Record<string, boolean>;
};

export type OrderPort = {
  /** Places the order of a checkout, once per idempotency key; refuses with a ValidationError. */
  placeOrder(request: OrderRequest): Promise<{ order: PayableOrder; created: boolean }>;
  orderDetails(orderId: string): Promise<OrderView | undefined>;
  /** Ids of orders whose buyer name, email or phone contains `text` (case-insensitive). */
  ordersMatching(text: string): Promise<string[]>;
  /** Queues a completed order's receipt again (at most one email per order, address and hour). */
  resendReceipt(orderId: string, trackingId: string | null): Promise<void>;
  /** The owner corrects the buyer's email: the address before and after; undefined for no such order. */
  changeEmail(orderId: string, email: string): Promise<{ from: string; to: string } | undefined>;
  /** Makes a used file downloadable once more (the admin's re-issue). */
  reissueDownload(orderId: string, fileIndex: number): Promise<'reissued' | 'revoked' | 'missing'>;
};
