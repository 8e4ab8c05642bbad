// The hosted payment page (what Pesapal's iframe would show) and the simulator's admin page.
// Plain accessible HTML: real buttons in forms, a visible focus ring, light and dark colours.
import type { SimOrder } from './state.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: #f4f6f8; color: #14202b; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: .75rem; }
h1 { font-size: 1.4rem; margin-top: 0; } dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
button { display: block; width: 100%; margin: .5rem 0; padding: .75rem; font-size: 1rem; border-radius: .5rem;
  border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
button.secondary { background: transparent; color: inherit; border-color: #64748b; }
button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
a { color: #1d4ed8; } .note { color: #475569; font-size: .9rem; }
@media (prefers-color-scheme: dark) { body { background: #0b1220; color: #e2e8f0; } main { background: #111827; }
  a { color: #93c5fd; } .note { color: #94a3b8; } }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The status a tester reads: a cancelled order says so, though its status code reads FAILED. */
const statusOf = (order: SimOrder) => (order.cancelledAt ? 'cancelled' : order.outcome);

function summary(order: SimOrder): string {
  const refund = order.refund
    ? `<dt>Refund</dt><dd>${escapeHtml(order.currency)} ${order.refund.amount.toFixed(2)} requested by ${escapeHtml(order.refund.username)} on ${order.refund.at.toISOString()}: ${escapeHtml(order.refund.remarks)}</dd>`
    : '';
  const cancelled = order.cancelledAt
    ? `<dt>Cancelled</dt><dd>${order.cancelledAt.toISOString()} (CancelOrder)</dd>`
    : '';
  return `<dl><dt>Merchant reference</dt><dd>${escapeHtml(order.merchantReference)}</dd>
<dt>Description</dt><dd>${escapeHtml(order.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(order.currency)} ${order.amount.toFixed(2)}</dd>
<dt>Method</dt><dd>${escapeHtml(order.paymentMethod || 'none yet')}</dd>
<dt>Status</dt><dd>${escapeHtml(statusOf(order))}</dd>${refund}${cancelled}</dl>`;
}

/** The checkout page for one order: the tester picks the outcome. */
export function paymentPage(order: SimOrder): string {
  const open = order.outcome === 'pending';
  const choices = open
    ? `<form method="post" action="/pesapaliframe/PesapalIframe3/Choose">
<input type="hidden" name="OrderTrackingId" value="${escapeHtml(order.trackingId)}">
<button type="submit" name="choice" value="mpesa">Pay with M-Pesa</button>
<button type="submit" name="choice" value="card">Pay with Card</button>
<button type="submit" name="choice" value="failed" class="secondary">Fail payment</button>
<button type="submit" name="choice" value="pending" class="secondary">Leave pending</button>
<button type="submit" name="choice" value="cancelled" class="secondary">Cancel payment</button>
</form>`
    : `<p>This order is ${escapeHtml(statusOf(order))}; it can no longer be paid.</p>`;
  return layout(
    'Pesapal simulator: pay',
    `<h1>Pesapal simulator</h1><p class="note">A local stand-in for Pesapal's payment page. No money moves.</p>
${summary(order)}${choices}<p class="note"><a href="/__sim/admin">Simulator admin (reverse a payment)</a></p>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Pesapal simulator: order not found',
    '<h1>Order not found</h1><p>No order has this tracking id.</p>',
  );
}

/** Every order with its refund or cancellation, and a reverse control for the completed ones. */
export function adminPage(orders: SimOrder[]): string {
  const rows = orders
    .map((order) => {
      const reverse =
        order.outcome === 'completed'
          ? `<form method="post" action="/__sim/admin/reverse"><input type="hidden" name="OrderTrackingId" value="${escapeHtml(order.trackingId)}">
<button type="submit" class="secondary" aria-label="Reverse payment ${escapeHtml(order.merchantReference)}">Reverse payment</button></form>`
          : '';
      return `<li><h2>${escapeHtml(order.merchantReference)}</h2>${summary(order)}${reverse}</li>`;
    })
    .join('');
  return layout(
    'Pesapal simulator: admin',
    `<h1>Simulator admin</h1><p class="note">Refunds (RefundRequest) and cancellations (CancelOrder) the merchant asked for show on each order.</p>${rows ? `<ul>${rows}</ul>` : '<p>No orders yet.</p>'}`,
  );
}
