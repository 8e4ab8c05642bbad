// The owner re-issues a download from the transaction's detail (a buyer whose copy broke): the
// grant is unused again, the order's timeline records it, and the buyer's next "Lost your
// links?" request leads to a file that downloads (issue 17).
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/harness.ts';
import { checkoutBody, paidOrder as paid, setUpPaymentsStack } from '../support/payments.ts';
import { expectRefusal } from '../support/refusals.ts';
import { pdfBytes } from '../support/shop.ts';

const { stack, notes } = setUpPaymentsStack();

type Timeline = { source: string; summary: string; state_before: string; state_after: string }[];

async function paidOrder() {
  const { body, trackingId, reference } = await paid(stack, [{ id: notes.id, quantity: 1 }], 250.5);
  const list = await stack.asAdmin(`/api/pesapal/transactions?search=${trackingId}`);
  const [view] = list.json.transactions as { id: string }[];
  if (!view) throw new Error('paid order not listed');
  return {
    id: view.id,
    trackingId,
    email: body.customer.email,
    reference,
  };
}

const download = (trackingId: string) => fetch(`${stack.baseUrl}/api/pesapal/download/${trackingId}/0`);
const reissue = (id: string, json: unknown, admin = true) =>
  (admin ? stack.asAdmin : stack.request)(`/api/pesapal/transactions/${id}/reissue-download`, {
    method: 'POST',
    json,
  });

describe('POST /api/pesapal/transactions/:id/reissue-download', () => {
  it('makes a spent file downloadable once more, on the timeline; order help then leads to it', async () => {
    const { id, trackingId, email, reference } = await paidOrder();
    const bytes = pdfBytes('notes');
    expect(new Uint8Array(await (await download(trackingId)).arrayBuffer())).toEqual(bytes);
    expect((await download(trackingId)).status).toBe(410);

    const answer = await reissue(id, { fileIndex: 0 });
    expect(answer.status).toBe(200);
    const transaction = answer.json.transaction as { download_status: unknown; timeline: Timeline };
    expect(transaction.download_status).toEqual({ '0': false });
    expect(transaction.timeline.at(-1)).toEqual({
      at: expect.any(String),
      source: 'admin',
      summary: 'Download re-issued by the admin: notes.pdf (file 1 of 1)',
      state_before: 'completed',
      state_after: 'completed',
    });

    // "Lost your links?": the receipt comes again, linking the order page, whose file downloads.
    const help = await stack.request('/api/pesapal/recover-order', {
      method: 'POST',
      json: { email, reference },
    });
    expect(help.status).toBe(200);
    const orderPage = `${stack.baseUrl}/payment/callback?OrderTrackingId=${trackingId}`;
    await eventually(
      async () =>
        stack.smtp.mailTo(email).filter((mail) => mail.text.includes(orderPage)).length === 2
          ? true
          : undefined,
      60_000,
      'the receipt and its resend',
    );
    const again = await download(trackingId);
    expect(again.status).toBe(200);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    expect((await download(trackingId)).status).toBe(410);
  });

  it('is for admins only, validates its body, and refuses an unpaid order or an unknown file', async () => {
    const { id } = await paidOrder();
    expect((await reissue(id, { fileIndex: 0 }, false)).status).toBe(401);
    for (const json of [{}, { fileIndex: -1 }, { fileIndex: 'x' }, { fileIndex: 0, extra: true }]) {
      expect((await reissue(id, json)).status).toBe(400);
    }
    const missing = await reissue(id, { fileIndex: 7 });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false, error: 'File not found' });
    const unknown = await reissue('00000000-0000-4000-8000-000000000000', { fileIndex: 0 });
    expect(unknown.status).toBe(404);

    const pending = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5, { payment_method: 'cod' }),
    });
    const reference = (pending.json.order as { merchant_reference: string }).merchant_reference;
    const list = await stack.asAdmin(`/api/pesapal/transactions?search=${reference}`);
    const [cod] = list.json.transactions as { id: string }[];
    const refused = await reissue(cod?.id ?? '', { fileIndex: 0 });
    expectRefusal(
      refused,
      409,
      'not_completed',
      'Only the downloads of a completed payment can be re-issued',
    );
  });
});
