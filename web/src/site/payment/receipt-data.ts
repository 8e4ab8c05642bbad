import { z } from 'zod/mini';
import {
  type TransactionView,
  transactionSchema,
} from '../../../../modules/payments/payments-views.schemas.ts';
import { CURRENT_ORDER_KEY, readStoredRecord } from './payment-storage';

export type ReceiptCustomer = { name?: string; email?: string; phone?: string };
export type ReceiptData = { transaction: TransactionView; customer: ReceiptCustomer | null };

const text = z.optional(z.nullable(z.string()));

// What checkout stored about the buyer (public spec section 3, currentOrder).
const currentOrderSchema = z.object({
  orderId: z.optional(z.string()),
  customer: z.optional(z.object({ firstName: text, lastName: text, email: text, phone: text })),
});

const customerSchema = z.object({
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});

/**
 * The buyer's name, email and phone for the receipt. Visitors' transaction answers carry none, so
 * they come from the order this browser placed, and only when it is the same order.
 */
export function receiptCustomer(merchantReference: string): ReceiptCustomer | null {
  const parsed = currentOrderSchema.safeParse(readStoredRecord(CURRENT_ORDER_KEY));
  if (!parsed.success || parsed.data.orderId !== merchantReference || !parsed.data.customer) return null;
  const { firstName, lastName, email, phone } = parsed.data.customer;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return { name: name || undefined, email: email || undefined, phone: phone || undefined };
}

/** The receipt's navigation state, parsed: the transaction (required) and the customer (optional). */
export function receiptFromState(state: unknown): ReceiptData | null {
  if (!state || typeof state !== 'object' || !('transaction' in state)) return null;
  const transaction = transactionSchema.safeParse(state.transaction);
  if (!transaction.success) return null;
  const customer = 'customer' in state ? customerSchema.safeParse(state.customer) : null;
  const fromAnswer: ReceiptCustomer = {
    name: transaction.data.name ?? undefined,
    email: transaction.data.email ?? undefined,
    phone: transaction.data.phone ?? undefined,
  };
  return { transaction: transaction.data, customer: customer?.success ? customer.data : fromAnswer };
}
