import { PAYMENT_MESSAGES } from '../../payments/index.ts';
import { type ApiContext, escapeHtml } from '../../platform/http/index.ts';

/** What the page tells a person who opened a download link that gives no file. */
const PAGE_TEXT: Record<string, { title: string; detail: string }> = {
  [PAYMENT_MESSAGES.alreadyDownloaded]: {
    title: 'This file was already downloaded',
    detail:
      'Each download link works once, for the browser that first opened it. If your copy is missing or broken, ask for help with your order and the owner can issue the download again.',
  },
  [PAYMENT_MESSAGES.notPaid]: {
    title: 'This order is not paid yet',
    detail: 'The files open as soon as the payment is completed. Check your order page again in a moment.',
  },
  [PAYMENT_MESSAGES.revoked]: {
    title: 'This download is no longer available',
    detail: 'The payment of this order was reversed, so its files were closed.',
  },
};

const FALLBACK = {
  title: 'This download is not available',
  detail: 'The link does not lead to a file. Check the link, or ask for help with your order.',
};

/**
 * A browser that navigates to the link (Accept prefers text/html: a click in an email or a
 * chat) gets a page; the site's fetch and other API clients keep the spec's JSON errors.
 */
export function wantsPage(ctx: ApiContext): boolean {
  return ctx.accepts('application/json', 'text/html') === 'text/html';
}

/** A small page in the site's colours: what happened, the order's page and the order-help page. */
export function refusalPage(error: string, trackingId: string | undefined): string {
  const text = PAGE_TEXT[error] ?? FALLBACK;
  const orderLink = trackingId
    ? `<a class="button" href="/payment/callback?OrderTrackingId=${escapeHtml(encodeURIComponent(trackingId))}">View your order</a>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fafafa; color: #18181b; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2rem; border: 1px solid #e4e4e7; border-radius: 1.25rem; background: #fff; }
  h1 { margin: 0 0 .75rem; font-size: 1.5rem; letter-spacing: -.01em; }
  p { line-height: 1.6; color: #52525b; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1.1rem; border-radius: .75rem; font-weight: 600; text-decoration: none; color: #4338ca; border: 1px solid #c7d2fe; }
  a.button { background: #4f46e5; border-color: #4f46e5; color: #fff; }
  a:focus-visible { outline: 3px solid #818cf8; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) {
    body { background: #09090b; color: #fafafa; }
    main { background: #18181b; border-color: #27272a; }
    p { color: #d4d4d8; }
    a { color: #c7d2fe; border-color: #4338ca; }
  }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.detail)}</p>
<div class="actions">
${orderLink}
<a href="/order-help">Get help with your order</a>
<a href="/">Back to Home</a>
</div>
</main>
</body>
</html>`;
}
