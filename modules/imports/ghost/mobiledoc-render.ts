import { type CardPayload, escapeHtml, renderCard } from './card-html.ts';

/** A body rendered from Ghost's JSON, with what it had to leave out (`card 'x'`, `atom 'y'`). */
export type RenderedBody = { html: string; dropped: string[] };

type Mobiledoc = {
  atoms?: unknown[];
  cards?: unknown[];
  markups?: unknown[];
  sections?: unknown[];
};

const SECTION_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'aside']);
const MARKUP_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'sub', 'sup', 'mark']);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const payloadOf = (value: unknown): CardPayload =>
  value && typeof value === 'object' ? (value as CardPayload) : {};

/**
 * Ghost's Mobiledoc (0.3.x, Ghost 1-4) as HTML: markup sections (paragraphs, headings, quotes),
 * lists, the old image section, cards and atoms. Not a port of Ghost's renderer: the same
 * document format read on its own. Throws on JSON that does not parse (the caller names the place).
 */
export function renderMobiledoc(source: string): RenderedBody {
  const doc = JSON.parse(source) as Mobiledoc;
  const dropped: string[] = [];
  const markups = list(doc.markups).map(list);
  const atoms = list(doc.atoms).map(list);
  const cards = list(doc.cards).map(list);

  const markers = (items: unknown[]): string => {
    const open: string[] = [];
    let html = '';
    for (const marker of items.map(list)) {
      const [type, opens, closes, value] = marker;
      for (const index of list(opens)) {
        const [tag, attrs] = list(markups[Number(index)]);
        const name = str(tag).toLowerCase();
        const safe = MARKUP_TAGS.has(name) ? name : 'span';
        open.push(safe);
        html += `<${safe}${attributes(list(attrs))}>`;
      }
      html += type === 1 ? atom(Number(value)) : escapeHtml(str(value));
      for (let n = Number(closes) || 0; n > 0 && open.length; n--) html += `</${open.pop()}>`;
    }
    while (open.length) html += `</${open.pop()}>`;
    return html;
  };

  const atom = (index: number): string => {
    const [name, value] = atoms[index] ?? [];
    if (name === 'soft-return') return '<br>';
    dropped.push(`atom '${str(name) || index}'`);
    return escapeHtml(str(value));
  };

  const section = (value: unknown): string => {
    const [kind, a, b] = list(value);
    if (kind === 1) {
      const tag = str(a).toLowerCase();
      const safe = tag === 'aside' || tag === 'pull-quote' ? 'blockquote' : SECTION_TAGS.has(tag) ? tag : 'p';
      return `<${safe}>${markers(list(b))}</${safe}>`;
    }
    if (kind === 2) return renderCard('image', { src: str(a), caption: str(b) }) ?? '';
    if (kind === 3) {
      const tag = str(a) === 'ol' ? 'ol' : 'ul';
      return `<${tag}>${list(b)
        .map((item) => `<li>${markers(list(item))}</li>`)
        .join('')}</${tag}>`;
    }
    if (kind === 10) {
      const [name, payload] = cards[Number(a)] ?? [];
      const html = renderCard(str(name), payloadOf(payload));
      if (html === undefined) dropped.push(`card '${str(name)}'`);
      return html ?? '';
    }
    dropped.push(`section type ${String(kind)}`);
    return '';
  };

  return { html: list(doc.sections).map(section).join(''), dropped };
}

/** A markup's attributes, `[name, value, name, value]`: only `href` and `rel` are kept. */
function attributes(pairs: unknown[]): string {
  let html = '';
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = str(pairs[i]).toLowerCase();
    if (name === 'href' || name === 'rel') html += ` ${name}="${escapeHtml(str(pairs[i + 1]))}"`;
  }
  return html;
}
