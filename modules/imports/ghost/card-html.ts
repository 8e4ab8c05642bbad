import { marked } from 'marked';

/**
 * The cards Ghost's two editors share (Mobiledoc's cards, Lexical's decorator nodes), as this
 * blog's HTML. Ghost's payloads are the same in both; anything the editor cannot show (embeds'
 * iframes, bookmarks' cards) becomes a plain link. The sanitiser runs on the result.
 */
export type CardPayload = Record<string, unknown>;

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const text = (payload: CardPayload, key: string): string => {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
};

/**
 * A card's content and its caption, as paragraphs: this blog's editor (and so its sanitiser) has
 * no `<figure>`. Ghost's captions are HTML already (its editor lets them carry links, emphasis).
 */
const captioned = (inner: string, caption: string) => `${inner}${caption ? `<p>${caption}</p>` : ''}`;

const img = (payload: CardPayload) => {
  const src = text(payload, 'src');
  return src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(text(payload, 'alt'))}">` : '';
};

const link = (url: string, title: string) =>
  url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(title || url)}</a></p>` : '';

const metadataTitle = (payload: CardPayload): string => {
  const metadata = payload.metadata;
  if (!metadata || typeof metadata !== 'object') return '';
  const title = (metadata as Record<string, unknown>).title;
  return typeof title === 'string' ? title : '';
};

const CARDS: Record<string, (payload: CardPayload) => string> = {
  markdown: (payload) => marked.parse(text(payload, 'markdown'), { async: false }),
  html: (payload) => text(payload, 'html'),
  image: (payload) => (img(payload) ? captioned(`<p>${img(payload)}</p>`, text(payload, 'caption')) : ''),
  gallery: (payload) => {
    const images = Array.isArray(payload.images) ? (payload.images as CardPayload[]) : [];
    const inner = images.map(img).join('');
    return inner ? captioned(`<p>${inner}</p>`, text(payload, 'caption')) : '';
  },
  embed: (payload) => captioned(link(text(payload, 'url'), metadataTitle(payload)), text(payload, 'caption')),
  bookmark: (payload) =>
    captioned(link(text(payload, 'url'), metadataTitle(payload)), text(payload, 'caption')),
  hr: () => '<hr>',
  code: (payload) => {
    const language = text(payload, 'language').replace(/[^\w+-]/g, '');
    const code = `<pre><code${language ? ` class="language-${language}"` : ''}>${escapeHtml(text(payload, 'code'))}</code></pre>`;
    return captioned(code, text(payload, 'caption'));
  },
  // Ghost's members-only marker: the whole body is imported (see the README on visibility).
  paywall: () => '',
};

/** A card as HTML, or undefined for a card this importer does not know (dropped, reported). */
export function renderCard(name: string, payload: CardPayload): string | undefined {
  const render = CARDS[name];
  return render ? render(payload) : undefined;
}
