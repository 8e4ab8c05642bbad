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

/** Ghost's captions are HTML already (its editor lets them carry links and emphasis). */
const figure = (inner: string, caption: string) =>
  `<figure>${inner}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;

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
  image: (payload) => (img(payload) ? figure(img(payload), text(payload, 'caption')) : ''),
  gallery: (payload) => {
    const images = Array.isArray(payload.images) ? (payload.images as CardPayload[]) : [];
    const inner = images.map(img).join('');
    return inner ? figure(inner, text(payload, 'caption')) : '';
  },
  embed: (payload) => link(text(payload, 'url'), metadataTitle(payload)) + caption(payload),
  bookmark: (payload) => link(text(payload, 'url'), metadataTitle(payload)) + caption(payload),
  hr: () => '<hr>',
  code: (payload) => {
    const language = text(payload, 'language').replace(/[^\w+-]/g, '');
    const code = `<pre><code${language ? ` class="language-${language}"` : ''}>${escapeHtml(text(payload, 'code'))}</code></pre>`;
    return text(payload, 'caption') ? figure(code, text(payload, 'caption')) : code;
  },
  // Ghost's members-only marker: the whole body is imported (see the README on visibility).
  paywall: () => '',
};

const caption = (payload: CardPayload) =>
  text(payload, 'caption') ? `<p>${text(payload, 'caption')}</p>` : '';

/** A card as HTML, or undefined for a card this importer does not know (dropped, reported). */
export function renderCard(name: string, payload: CardPayload): string | undefined {
  const render = CARDS[name];
  return render ? render(payload) : undefined;
}
