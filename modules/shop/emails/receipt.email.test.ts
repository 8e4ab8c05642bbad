import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../orders/order-reads.ts';
import { receiptEmail } from './receipt.email.ts';

const ORDER: OrderDetails = {
  id: 'o1',
  merchantReference: 'ORD-1-ABC',
  status: 'completed',
  paymentMethod: 'pesapal',
  description: 'Two guides',
  totalMinor: 150_000,
  currency: 'KES',
  customer: {
    email: 'amina@example.com',
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '0712345678',
    countryCode: 'KE',
    address: { line1: '', city: 'Nairobi', state: '', postalCode: '00100' },
  },
  createdAt: new Date('2026-03-04T10:00:00Z'),
  paidAt: new Date('2026-03-04T10:01:00Z'),
  items: [
    { productId: 'p1', name: 'Rent Guide', quantity: 1, unitPriceMinor: 150_000, lineTotalMinor: 150_000 },
  ],
  files: [
    { index: 0, productId: 'p1', fileId: 'f1', name: 'rent-guide.pdf', size: 10, type: 'application/pdf' },
  ],
  downloadStatus: {},
};

describe('receiptEmail', () => {
  const mail = receiptEmail({
    order: ORDER,
    trackingId: 'track-1',
    publicUrl: 'https://example.com/',
    siteName: 'Wanjiru Kamau',
  });

  it('links each file and the order-help page, in both parts', () => {
    expect(mail.subject).toBe('Your receipt for order ORD-1-ABC');
    expect(mail.text).toContain(
      'rent-guide.pdf (file 1 of 1): https://example.com/api/pesapal/download/track-1/0',
    );
    expect(mail.text).toContain('Lost your links? Get your downloads again: https://example.com/order-help');
    expect(mail.html).toContain(
      'Lost your links? <a href="https://example.com/order-help" style="color:#2563eb">Get your downloads again</a>',
    );
  });

  it('puts every address of the HTML part inside an anchor', () => {
    expect(mail.html).toContain(
      '<a href="https://example.com/api/pesapal/download/track-1/0" style="color:#2563eb">rent-guide.pdf (file 1 of 1)</a>',
    );
    const withoutAnchors = mail.html.replace(/<a href="[^"]*"[^>]*>[^<]*<\/a>/g, '');
    expect(withoutAnchors).not.toMatch(/https?:/);
  });
});
