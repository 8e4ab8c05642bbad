// The mail catcher's two pages: plain server-rendered HTML, every value escaped. A message's
// HTML is shown in a sandboxed iframe so its scripts and styles stay inside it.
import type { CaughtMail } from './mail-catcher.ts';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeText(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem 1.5rem;color:#111;background:#fafafa}
a{color:#1d4ed8}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;background:#fff;border:1px solid #ddd;padding:1rem}iframe{width:100%;height:32rem;border:1px solid #ddd;background:#fff}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}a{color:#93c5fd}pre{background:#1a1a1a;border-color:#333}td,th{border-color:#333}}</style>
</head><body>${body}</body></html>`;

export function renderMessagesPage(messages: CaughtMail[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (mail) =>
        `<tr><td>${escapeText(mail.receivedAt)}</td><td>${escapeText(mail.to)}</td><td><a href="/messages/${mail.id}">${escapeText(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Mail catcher',
    `<h1>Mail catcher</h1><p>${messages.length} message(s). Reload to see new ones. JSON: <a href="/messages">/messages</a></p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No mail yet</td></tr>'}</tbody></table>`,
  );
}

export function renderMessagePage(mail: CaughtMail): string {
  const headers = Object.entries(mail.headers)
    .map(([key, value]) => `<tr><th>${escapeText(key)}</th><td>${escapeText(value)}</td></tr>`)
    .join('');
  return page(
    mail.subject,
    `<p><a href="/">All messages</a> · <a href="/messages/${mail.id}.json">JSON</a></p>
<h1>${escapeText(mail.subject || '(no subject)')}</h1>
<p>From ${escapeText(mail.from)} to ${escapeText(mail.to)}</p>
<h2>HTML</h2><iframe title="HTML part" sandbox srcdoc="${escapeText(mail.html)}"></iframe>
<h2>Text</h2><pre>${escapeText(mail.text)}</pre>
<h2>Headers</h2><table>${headers}</table>`,
  );
}
