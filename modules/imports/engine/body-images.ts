/** An `<img>` tag, a `>` inside a quoted attribute included. */
export const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * A body with the `src` of each `<img>` whose image was stored replaced by its `/uploads/` path,
 * and that tag's `srcset` and `sizes` dropped (they name the old site's sizes; the blog serves
 * its own variants). An image that could not be fetched stays as a link to where it was (its alt
 * text, else "Image"), not as a picture hot-linked from a site that may be gone; one with no
 * address to link to (relative, without the old site's) is left for the sanitiser.
 */
export function rewriteImages(html: string, images: ReadonlyMap<string, { path: string }>): string {
  if (images.size === 0 || !/<img\b/i.test(html)) return html;
  return html.replace(IMG_TAG, (tag) => {
    const src = /(\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
    if (!src) return tag;
    const url = decodeEntities((src[2] ?? src[3] ?? src[4] ?? '').trim());
    const stored = images.get(url)?.path;
    if (stored && /^https?:\/\//i.test(stored))
      return `<a href="${escapeHtml(stored)}">${escapeHtml(altOf(tag) || 'Image')}</a>`;
    if (!stored?.startsWith('/uploads/')) return tag;
    return tag
      .replace(src[0], `${src[1]}"${stored}"`)
      .replace(/\s(?:srcset|sizes)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi, '');
  });
}

/** The few entities an attribute value's URL may carry. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;|&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>');
}

function altOf(tag: string): string {
  const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
  return decodeEntities((alt?.[1] ?? alt?.[2] ?? alt?.[3] ?? '').trim());
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
