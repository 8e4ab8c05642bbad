import type { TransactionView } from '../../api/payments';

/** A 32-character tracking id, like Pesapal's. */
export const TRACKING_ID = 'b945e4af-80a5-4ec1-8706-e03f8332fb04';

export const completedStatus = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  payment_status_description: 'Completed',
  payment_status: 'COMPLETED',
  status_code: 1,
  payment_method: 'MpesaKE',
  confirmation_code: 'QK12ABC345',
  amount: 1500,
  currency: 'KES',
  merchant_reference: 'ORD-1700000000000',
  ...overrides,
});

/** A visitor's view of a paid order with two files, the first already used. */
export const transactionView = (overrides: Partial<TransactionView> = {}): TransactionView => ({
  id: 'tx-1',
  merchant_reference: 'ORD-1700000000000',
  tracking_id: TRACKING_ID,
  order_tracking_id: TRACKING_ID,
  transaction_id: 'QK12ABC345',
  payment_type: 'pesapal',
  payment_method: 'MpesaKE',
  payment_method_details: { confirmation_code: 'QK12ABC345', payment_account: '2547****678' },
  payment_status: 'COMPLETED',
  amountPrice: 1500,
  productPrice: 1500,
  totalPrice: 1500,
  productName: 'Budget Planner + 1 more',
  paymentFor: 'Budget Planner + 1 more',
  quantity: 2,
  currency: 'KES',
  source: 'website',
  created_at: '2026-03-04T10:00:00.000Z',
  transaction_date: '2026-03-04T10:05:00.000Z',
  items: [
    { id: 'p1', name: 'Budget Planner', quantity: 1, price: 1000, total: 1000 },
    { id: 'p2', name: 'Rent Guide', quantity: 1, price: 500, total: 500 },
  ],
  downloaded_files: [
    { index: 0, name: 'planner.pdf', size: 204800, type: 'application/pdf' },
    { index: 1, name: 'guide.epub', size: 51200, type: 'application/epub+zip' },
  ],
  download_status: { '0': true, '1': false },
  ...overrides,
});
