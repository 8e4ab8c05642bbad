import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactionView } from '../../api/payments';
import { callsTo, json, listJson, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const MPESA: TransactionView = {
  id: 'tx-1',
  merchant_reference: 'ORD-1',
  tracking_id: 'b945e4af-80a5-4ec1-8706-e03f8332fb04',
  order_tracking_id: 'b945e4af-80a5-4ec1-8706-e03f8332fb04',
  transaction_id: 'QK12ABC345',
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: null,
  payment_type: 'pesapal',
  payment_method: 'MpesaKE',
  payment_method_details: { confirmation_code: 'QK12ABC345', payment_account: null },
  payment_status: 'COMPLETED',
  totalPrice: 1500,
  created_at: '2026-03-04T10:00:00.000Z',
  transaction_date: '2026-03-04T10:05:00.000Z',
  items: [{ id: 'p1', name: 'Budget Planner', quantity: 1, price: 1500, total: 1500 }],
  downloaded_files: [],
  download_status: {},
  timeline: [],
  refund: null,
  refund_options: { max: 1500, partial: false },
};
const CARD: TransactionView = {
  ...MPESA,
  id: 'tx-2',
  merchant_reference: 'ORD-2',
  payment_method: 'Visa',
  refund_options: { max: 1500, partial: true },
};
const PENDING: TransactionView = {
  ...MPESA,
  id: 'tx-3',
  merchant_reference: 'ORD-3',
  payment_status: 'PENDING',
  refund_options: null,
};
const REFUNDED: TransactionView = {
  ...MPESA,
  id: 'tx-4',
  merchant_reference: 'ORD-4',
  payment_status: 'REFUNDED',
  refund_options: null,
  refund: {
    amount: 1500,
    full: true,
    status: 'accepted',
    method: 'pesapal',
    message: 'Refund request successfully submitted',
    reason: 'Bought twice',
    requested_by: 'Jane Owner',
  },
};
const STATS = {
  total_transactions: 4,
  completed_transactions: 2,
  pending_transactions: 1,
  total_revenue: 3000,
};

function setup(extra: Parameters<typeof mockAdminApi>[0] = {}) {
  signIn();
  const fetch = mockAdminApi({
    'GET /api/pesapal/transactions': () =>
      listJson('transactions', [MPESA, CARD, PENDING, REFUNDED], {}, { stats: STATS }),
    ...extra,
  });
  return { fetch, user: userEvent.setup(), ...renderAdmin('/admin/pesapal-transactions') };
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, reference: string) {
  const row = (await screen.findByRole('cell', { name: reference })).closest('tr') as HTMLElement;
  const toggle = within(row).getByRole('button', { name: `Details of ${reference}` });
  await user.click(toggle);
  return within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
}

const accepted = (transaction: TransactionView, amount: number) =>
  json(
    {
      success: true,
      transaction: {
        ...transaction,
        refund: { amount, full: amount === 1500, status: 'requested', method: 'pesapal' },
      },
    },
    202,
  );

beforeAll(async () => {
  await Promise.all([import('./transactions-page'), import('../layout/admin-layout')]);
});

describe('refunds on the transactions screen', () => {
  it('refunds an M-Pesa payment in full only, and asks for a reason first', async () => {
    const { fetch, user } = setup({
      'POST /api/pesapal/transactions/tx-1/refund': () => accepted(MPESA, 1500),
    });
    const details = await openDetails(user, 'ORD-1');
    await user.click(details.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund payment' }));
    const amount = dialog.getByLabelText('Amount (KES)') as HTMLInputElement;
    expect([amount.value, amount.readOnly]).toEqual(['1500.00', true]);
    expect(dialog.getByText('M-Pesa and Airtel Money payments can only be refunded in full.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Refund KES 1,500.00' }));
    expect(dialog.getByText('Say why: Pesapal and the order timeline keep it.')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/pesapal/transactions/tx-1/refund')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Reason'), 'Bought twice by mistake');
    await user.click(dialog.getByRole('button', { name: 'Refund KES 1,500.00' }));
    expect(await screen.findByText('ORD-1: refund of KES 1,500.00 sent to Pesapal')).toBeTruthy();
    const [call] = callsTo(fetch, 'POST /api/pesapal/transactions/tx-1/refund');
    expect(JSON.parse(String(call?.init.body))).toEqual({ reason: 'Bought twice by mistake' });
    expect(screen.queryByRole('dialog', { name: 'Refund payment' })).toBeNull();
  });

  it('refunds part of a card payment, checks the amount, and keeps Pesapal’s refusal in the dialog', async () => {
    let refuse = true;
    const { fetch, user } = setup({
      'POST /api/pesapal/transactions/tx-2/refund': () =>
        refuse
          ? json(
              {
                success: false,
                error: 'A refund of this payment is already on its way to Pesapal',
                code: 'refund_in_progress',
              },
              409,
            )
          : accepted(CARD, 500.5),
    });
    const details = await openDetails(user, 'ORD-2');
    await user.click(details.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund payment' }));
    const amount = dialog.getByLabelText('Amount (KES)');
    await user.clear(amount);
    await user.type(amount, '1600');
    await user.type(dialog.getByLabelText('Reason'), 'One chapter missing');
    await user.click(dialog.getByRole('button', { name: 'Refund KES 1,600.00' }));
    expect(dialog.getByText('Enter an amount above 0 and at most KES 1,500.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '500.5');
    await user.click(dialog.getByRole('button', { name: 'Refund KES 500.50' }));
    expect(await dialog.findByText('A refund of this payment is already on its way to Pesapal')).toBeTruthy();
    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Refund KES 500.50' }));
    expect(await screen.findByText('ORD-2: refund of KES 500.50 sent to Pesapal')).toBeTruthy();
    const calls = callsTo(fetch, 'POST /api/pesapal/transactions/tx-2/refund');
    expect(calls.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      { amount: 500.5, reason: 'One chapter missing' },
      { amount: 500.5, reason: 'One chapter missing' },
    ]);
  });

  it('offers no refund where none may be made, and shows a refund made', async () => {
    const { user } = setup();
    const pending = await openDetails(user, 'ORD-3');
    expect(pending.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(pending.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    const refunded = await openDetails(user, 'ORD-4');
    expect(refunded.queryByRole('button', { name: 'Refund' })).toBeNull();
    const lines = within(refunded.getByLabelText('Refund'));
    expect(lines.getByText('KES 1,500.00 (in full)')).toBeTruthy();
    expect(refunded.getByText('Received by Pesapal')).toBeTruthy();
    expect(refunded.getByText('Bought twice')).toBeTruthy();
    expect(refunded.getByText('Jane Owner')).toBeTruthy();
  });
});

describe("the buyer's email and the sale alerts", () => {
  it('corrects the email, then resends the receipt to it', async () => {
    const { fetch, user } = setup({
      'PATCH /api/pesapal/transactions/tx-1': () =>
        json({ success: true, transaction: { ...MPESA, email: 'amina@example.org' } }),
      'POST /api/pesapal/transactions/tx-1/resend-receipt': () =>
        json({ success: true, transaction: { ...MPESA, email: 'amina@example.org' } }),
    });
    const details = await openDetails(user, 'ORD-1');
    await user.click(details.getByRole('button', { name: 'Edit email' }));
    const field = details.getByLabelText("Buyer's email");
    await user.clear(field);
    await user.type(field, 'not an email');
    await user.click(details.getByRole('button', { name: 'Save email' }));
    expect(details.getByText('Enter a valid email address')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'amina@example.org');
    await user.click(details.getByRole('button', { name: 'Save email' }));
    expect(await details.findByText('Email corrected to amina@example.org')).toBeTruthy();
    const [call] = callsTo(fetch, 'PATCH /api/pesapal/transactions/tx-1');
    expect(JSON.parse(String(call?.init.body))).toEqual({ email: 'amina@example.org' });
    await user.click(await details.findByRole('button', { name: 'Resend receipt' }));
    expect(await details.findByText('Receipt sent to amina@example.org')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/pesapal/transactions/tx-1/resend-receipt')).toHaveLength(1);
  });

  it('saves the sale alerts as soon as they are chosen', async () => {
    const { fetch, user } = setup({
      'GET /api/shop/settings': () => json({ success: true, settings: { sale_alerts: 'each' } }),
      'PATCH /api/shop/settings': () => json({ success: true, settings: { sale_alerts: 'daily' } }),
    });
    const select = (await screen.findByLabelText('Sale alerts')) as HTMLSelectElement;
    await expect.poll(() => select.disabled).toBe(false);
    await user.selectOptions(select, 'daily');
    expect(await screen.findByText('Saved')).toBeTruthy();
    const [call] = callsTo(fetch, 'PATCH /api/shop/settings');
    expect(JSON.parse(String(call?.init.body))).toEqual({ sale_alerts: 'daily' });
  });
});
