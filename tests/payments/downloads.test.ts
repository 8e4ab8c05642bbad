// Single-use downloads: atomic under concurrency, resumable with Range by the first downloader
// only (issue 17: no replay, HEAD spends nothing, a page for a browser), and
// the transaction view a visitor gets (no email or phone) against the admin's.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/harness.ts';
import { checkoutBody, paidOrder, setUpPaymentsStack } from '../support/payments.ts';
import { createProduct, pdfBytes } from '../support/shop.ts';

const { stack, guide, notes } = setUpPaymentsStack();

/** The guide and the notes, paid and fulfilled. */
const paidBasket = () =>
  paidOrder(
    stack,
    [
      { id: guide.id, quantity: 1 },
      { id: notes.id, quantity: 1 },
    ],
    1750.5,
  );

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The resume cookie an answer set, as the client sends it back. */
const resumeCookieOf = (answer: Response) => (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

const download = (trackingId: string, index: number, headers: Record<string, string> = {}) =>
  fetch(`${stack.baseUrl}/api/pesapal/download/${trackingId}/${index}`, { headers });

describe('GET /api/pesapal/download/:trackingId/:fileIndex', () => {
  it('50 concurrent requests for one file give exactly one file and 49 refusals', async () => {
    const { trackingId } = await paidBasket();
    const answers = await Promise.all(Array.from({ length: 50 }, () => download(trackingId, 0)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 410)).toHaveLength(49);
    const refused = answers.find((answer) => answer.status === 410);
    expect(await refused?.json()).toEqual({
      success: false,
      error: 'This file has already been downloaded.',
    });
    const winner = answers.find((answer) => answer.status === 200);
    const expected = pdfBytes('part one');
    expect(winner?.headers.get('content-type')).toBe('application/pdf');
    expect(winner?.headers.get('content-length')).toBe(String(expected.length));
    expect(winner?.headers.get('content-disposition')).toBe(
      `attachment; filename="guide-part-1.pdf"; filename*=UTF-8''guide-part-1.pdf`,
    );
    expect(new Uint8Array(await (winner as Response).arrayBuffer())).toEqual(expected);
    await Promise.all(answers.filter((answer) => !answer.bodyUsed).map((answer) => answer.body?.cancel()));
  });

  it('resumes with Range for the client that started it, within the session, refuses a fresh GET', async () => {
    const { trackingId } = await paidBasket();
    const bytes = pdfBytes('notes');
    // A broken download: the first answer got as far as byte 9.
    const first = await download(trackingId, 2, { Range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes.slice(0, 10));
    const cookie = resumeCookieOf(first);
    expect(first.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^dl_resume=[\\w-]{43}; path=/api/pesapal/download/${trackingId}/2; expires=.+; samesite=lax; httponly$`,
      ),
    );
    // The client says what it has and asks for the rest.
    const resumed = await download(trackingId, 2, { Range: 'bytes=10-', Cookie: cookie });
    expect(resumed.status).toBe(206);
    expect(resumed.headers.get('content-range')).toBe(`bytes 10-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await resumed.arrayBuffer())).toEqual(bytes.slice(10));
    expect((await download(trackingId, 2)).status).toBe(410);
    // It has the whole file now: asking again from the start is a second copy.
    const twice = await download(trackingId, 2, { Range: 'bytes=0-', Cookie: cookie });
    expect(twice.status).toBe(410);
    await twice.arrayBuffer();
    // The session ends 30 minutes after the first byte: then a Range request is refused too.
    await stack.api.orm.em.fork().execute(
      `update shop_download_grant set session_expires_at = now() - interval '1 second'
         where order_id = (select order_id from payment_transaction where order_tracking_id = ?)`,
      [trackingId],
    );
    const late = await download(trackingId, 2, { Range: 'bytes=10-', Cookie: cookie });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ success: false, error: 'This file has already been downloaded.' });
  });

  it('a spent link replays nothing: another client, and the first past one copy, get 410 to Range', async () => {
    const { trackingId } = await paidBasket();
    const bytes = pdfBytes('part one');
    const first = await download(trackingId, 0);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes);
    const stranger = await download(trackingId, 0, { Range: 'bytes=0-' });
    expect(stranger.status).toBe(410);
    expect(await stranger.json()).toEqual({
      success: false,
      error: 'This file has already been downloaded.',
    });
    const forged = await download(trackingId, 0, { Range: 'bytes=0-', Cookie: 'dl_resume=guessed' });
    expect(forged.status).toBe(410);
    await forged.arrayBuffer();
    // The first client already has one whole copy: a second one is over the grant's budget.
    const replay = await download(trackingId, 0, { Range: 'bytes=0-', Cookie: resumeCookieOf(first) });
    expect(replay.status).toBe(410);
    await replay.arrayBuffer();
  });

  it('20 concurrent Range requests on a fresh link give one whole copy and 19 refusals', async () => {
    const { trackingId } = await paidBasket();
    const bytes = pdfBytes('part two');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => download(trackingId, 1, { Range: 'bytes=0-' })),
    );
    const bodies = await Promise.all(
      answers.map(async (answer) => new Uint8Array(await answer.arrayBuffer())),
    );
    const wholeCopies = bodies.filter(
      (body, index) => answers[index]?.status === 206 && body.length === bytes.length,
    );
    expect(wholeCopies).toEqual([bytes]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([206, ...Array(19).fill(410)]);
  });

  it('HEAD spends nothing: curl -I, then the GET still gets the file', async () => {
    const { trackingId } = await paidBasket();
    const bytes = pdfBytes('part one');
    const head = await fetch(`${stack.baseUrl}/api/pesapal/download/${trackingId}/0`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect(head.headers.get('set-cookie')).toBeNull();
    const again = await fetch(`${stack.baseUrl}/api/pesapal/download/${trackingId}/0`, { method: 'HEAD' });
    expect(again.status).toBe(200);
    const get = await download(trackingId, 0);
    expect(get.status).toBe(200);
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(bytes);
    const after = await fetch(`${stack.baseUrl}/api/pesapal/download/${trackingId}/0`, { method: 'HEAD' });
    expect(after.status).toBe(410);
  });

  it('a spent link opened in a browser shows a page with the way to help; fetch keeps the JSON', async () => {
    const { trackingId } = await paidBasket();
    await (await download(trackingId, 0)).arrayBuffer();
    const page = await download(trackingId, 0, {
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    });
    expect(page.status).toBe(410);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h1>This file was already downloaded</h1>');
    expect(html).toContain('<a href="/order-help">Get help with your order</a>');
    expect(html).toContain(`href="/payment/callback?OrderTrackingId=${trackingId}"`);
    const api = await download(trackingId, 0, { Accept: '*/*' });
    expect(api.status).toBe(410);
    expect(await api.json()).toEqual({ success: false, error: 'This file has already been downloaded.' });
  });

  it('a download cut short gives back the bytes it never wrote, so its client resumes where it stopped', async () => {
    const size = 24 * 1024 * 1024;
    const big = new Uint8Array(size);
    big.set(pdfBytes('big'));
    for (let at = 4096; at < size; at += 4096) big[at] = at % 251;
    const product = await createProduct(stack, { price: '100', name: 'Big scans' }, [
      { name: 'scans.pdf', bytes: big },
    ]);
    const { trackingId } = await paidOrder(stack, [{ id: product.id, quantity: 1 }], 100);

    const stop = new AbortController();
    const first = await fetch(`${stack.baseUrl}/api/pesapal/download/${trackingId}/0`, {
      signal: stop.signal,
    });
    expect(first.status).toBe(200);
    const cookie = resumeCookieOf(first);
    const reader = (first.body as ReadableStream<Uint8Array>).getReader();
    const got: Uint8Array[] = [];
    let received = 0;
    while (received < 2 * 1024 * 1024) {
      const { value } = await reader.read();
      if (!value) throw new Error('the download ended early');
      got.push(value);
      received += value.length;
    }
    stop.abort();
    await reader.cancel().catch(() => undefined);
    // The server sees the client go and gives back what it had reserved but not written.
    const charged = await eventually(
      async () => {
        const [row] = await stack.api.orm.em.fork().execute<{ bytes_charged: string }[]>(
          `select bytes_charged::text from shop_download_grant where order_id =
             (select order_id from payment_transaction where order_tracking_id = ?)`,
          [trackingId],
        );
        const bytes = Number(row?.bytes_charged);
        return bytes < size ? bytes : undefined;
      },
      60_000,
      'the unsent bytes given back',
    );
    expect(charged).toBeGreaterThanOrEqual(received);
    const rest = await download(trackingId, 0, { Range: `bytes=${received}-`, Cookie: cookie });
    expect(rest.status).toBe(206);
    const whole = new Uint8Array(size);
    let at = 0;
    for (const part of [...got, new Uint8Array(await rest.arrayBuffer())]) {
      whole.set(part.subarray(0, size - at), at);
      at += part.length;
    }
    expect(at).toBe(size);
    // Compared as digests: an element-wise deep equal of 24 MB blocks the event loop for seconds.
    expect(sha256(whole)).toBe(sha256(big));
  }, 120_000);

  it('answers 404 for an unknown tracking id and 403 for an unpaid order', async () => {
    const unknown = await download('no-such-tracking-id', 0);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error: 'Transaction ID not found' });
    const pending = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5),
    });
    expect((await download(String(pending.json.order_tracking_id), 0)).status).toBe(403);
  });
});

describe('GET /api/pesapal/transaction/:trackingId', () => {
  it("shows the visitor the order and its downloads, never the buyer's email or phone", async () => {
    const { trackingId, reference } = await paidBasket();
    await (await download(trackingId, 1)).arrayBuffer();
    const answer = await stack.request(`/api/pesapal/transaction/${trackingId}`);
    expect(answer.status).toBe(200);
    const transaction = answer.json.transaction as Record<string, unknown>;
    expect(transaction).toMatchObject({
      merchant_reference: reference,
      tracking_id: trackingId,
      order_tracking_id: trackingId,
      payment_type: 'pesapal',
      payment_method: 'MpesaKE',
      payment_status: 'COMPLETED',
      totalPrice: 1750.5,
      amountPrice: 1750.5,
      productName: 'Field guide + 1 more',
      quantity: 2,
      currency: 'KES',
      source: 'website',
      items: [
        { id: guide.id, name: 'Field guide', quantity: 1, price: 1500, total: 1500 },
        { id: notes.id, name: 'Notes', quantity: 1, price: 250.5, total: 250.5 },
      ],
      download_status: { '0': false, '1': true, '2': false },
    });
    expect((transaction.downloaded_files as { name: string }[]).map((file) => file.name)).toEqual([
      'guide-part-1.pdf',
      'guide-part-2.pdf',
      'notes.pdf',
    ]);
    for (const hidden of ['email', 'phone', 'name', 'timeline'])
      expect(transaction).not.toHaveProperty(hidden);
    const admin = await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`);
    expect(admin.json.transaction).toMatchObject({ name: 'Amina Otieno', phone: '0712373984' });
  });

  it('answers 404 Transaction ID not found for an unknown id', async () => {
    const answer = await stack.request('/api/pesapal/transaction/nope');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ success: false, error: 'Transaction ID not found' });
  });

  it('confirm-payment re-asks Pesapal: a client-sent COMPLETED changes nothing', async () => {
    const pending = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: notes.id, quantity: 1 }], 250.5),
    });
    const trackingId = String(pending.json.order_tracking_id);
    const answer = await stack.request('/api/pesapal/confirm-payment', {
      method: 'POST',
      json: { trackingId, paymentStatus: 'COMPLETED', orderData: { amount: 1 }, fullOrderData: {} },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.transaction).toMatchObject({ payment_status: 'PENDING', totalPrice: 250.5 });
  });
});
