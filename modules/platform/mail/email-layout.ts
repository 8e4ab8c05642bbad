/**
 * The site's one email layout: a centred single-column table with inline styles (what mail
 * clients render reliably) and the matching plain-text part. Modules own their wording and pass
 * plain strings; everything is escaped here, so no module writes raw HTML into an email.
 */

export type EmailLink = { label: string; url: string };

/**
 * One paragraph: plain text, or text followed by a link. In the HTML part the link is an anchor
 * on its label (never a bare address); in the plain-text part it reads `text label: url`.
 */
export type EmailLine = string | { text?: string; link: EmailLink };

export type EmailContent = {
  /** Shown as the inbox preview line, hidden in the body. */
  preview: string;
  heading: string;
  paragraphs: EmailLine[];
  action?: EmailLink;
  /** Small print under the body (why they got it, how to stop). */
  footer?: EmailLine[];
};

export const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `path` on the site's public origin (`PUBLIC_URL`), for links inside emails. */
export function siteLink(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl.replace(/\/+$/, '')}/`).toString();
}

/** An anchor for the HTML part; every link in an email goes through here. */
export const anchor = (link: EmailLink, style = 'color:#2563eb', className?: string) =>
  `<a href="${escapeText(link.url)}"${className ? ` class="${escapeText(className)}"` : ''} style="${style}">${escapeText(link.label)}</a>`;

const lineHtml = (line: EmailLine) =>
  typeof line === 'string'
    ? escapeText(line)
    : `${line.text ? `${escapeText(line.text)} ` : ''}${anchor(line.link)}`;

const lineText = (line: EmailLine) =>
  typeof line === 'string' ? line : `${line.text ? `${line.text} ` : ''}${line.link.label}: ${line.link.url}`;

/** The HTML and plain-text parts of one email. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraph = (line: EmailLine) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${lineHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0">${anchor(content.action, 'display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600')}</p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;word-break:break-all">${anchor({ label: content.action.url, url: content.action.url }, 'color:#6b7280')}</p>`
    : '';
  const footer = (content.footer ?? [])
    .map(
      (line) =>
        `<p style="margin:0 0 8px;font-size:12px;line-height:18px;color:#6b7280">${lineHtml(line)}</p>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeText(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeText(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px 28px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:#111827">${escapeText(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${button}
${footer ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">${footer}` : ''}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((line) => [lineText(line), '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer?.length ? ['--', ...content.footer.map(lineText)] : []),
  ].join('\n');
  return { html, text: `${text.trimEnd()}\n` };
}

/**
 * RFC 2369 + RFC 8058 headers: mail clients show an unsubscribe button and POST
 * `List-Unsubscribe=One-Click` to the https link, without opening a page.
 */
export function listUnsubscribeHeaders(httpsUrl: string, mailto: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${httpsUrl}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * RFC 2919 `List-Id` of the site's newsletter, `"<name>" <newsletter.<host>>`: mail clients
 * group and filter the list's mail by it, and filters trust a list that names itself.
 */
export function listIdHeader(publicUrl: string, name: string): Record<string, string> {
  const host = new URL(publicUrl).hostname.replace(/\.$/, '');
  const label = name
    .replace(/["\\\r\n]/g, '')
    .trim()
    .slice(0, 40);
  // A phrase outside ASCII goes as one RFC 2047 encoded word (never inside quotes).
  const phrase = /^[\x20-\x7e]*$/.test(label)
    ? `"${label}"`
    : `=?UTF-8?B?${Buffer.from(label).toString('base64')}?=`;
  return { 'List-Id': `${label ? `${phrase} ` : ''}<newsletter.${host}>` };
}
