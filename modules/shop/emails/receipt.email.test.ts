import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '../orders/order-reads.ts';
import { receiptEmail } from './receipt.email.ts';

const ORDER: OrderDetails = {
  id: 'o1',
  merchantReference: 'ORD-1-ABC',
  status: 'completed',
  paymentMethod: 'pesapal',
  description: 'Two guides',
  subtotalMinor: 150_000,
  discountCode: null,
  discountMinor: 0,
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

  it('links the order page, never a file URL (a scanner would spend it), in both parts', () => {
    expect(mail.subject).toBe('Your receipt for order ORD-1-ABC');
    expect(mail.text).toContain('rent-guide.pdf (file 1 of 1)');
    expect(mail.text).toContain(
      'Download them from your order page: https://example.com/payment/callback?OrderTrackingId=track-1',
    );
    expect(mail.html).toContain('https://example.com/payment/callback?OrderTrackingId=track-1');
    for (const part of [mail.text, mail.html]) expect(part).not.toContain('/api/');
    expect(mail.text).toContain('Lost your links? Get your downloads again: https://example.com/order-help');
    expect(mail.html).toContain(
      'Lost your links? <a href="https://example.com/order-help" style="color:#2563eb">Get your downloads again</a>',
    );
  });

  it('puts every address of the HTML part inside an anchor', () => {
    expect(mail.html).toContain(
      'Download them from <a href="https://example.com/payment/callback?OrderTrackingId=track-1" style="color:#2563eb">your order page</a>',
    );
    const withoutAnchors = mail.html.replace(/<a href="[^"]*"[^>]*>[^<]*<\/a>/g, '');
    expect(withoutAnchors).not.toMatch(/https?:/);
  });

  it('shows no discount lines for an order without a code', () => {
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).toContain('Total paid: KES 1,500.00');
  });

  it('shows the code, the subtotal and the amount off when a code priced the order', () => {
    const discounted = receiptEmail({
      order: { ...ORDER, discountCode: 'SUMMER10', discountMinor: 15_000, totalMinor: 135_000 },
      trackingId: 'track-1',
      publicUrl: 'https://example.com/',
      siteName: 'Wanjiru Kamau',
    });
    for (const part of [discounted.text, discounted.html]) {
      expect(part).toContain('Subtotal: KES 1,500.00');
      expect(part).toContain('Discount (SUMMER10): -KES 150.00');
      expect(part).toContain('Total paid: KES 1,350.00');
    }
  });
});
