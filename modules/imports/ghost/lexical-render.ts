import { type CardPayload, escapeHtml, renderCard } from './card-html.ts';
import type { RenderedBody } from './mobiledoc-render.ts';

type LexicalNode = Record<string, unknown> & { type?: unknown; children?: unknown };

/** Lexical's text format bits, outermost first, and the tag each becomes. */
const FORMATS: [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
  [128, 'mark'],
];

/** Ghost's Lexical nodes that are cards, by node type → the shared card renderer's name. */
const CARD_NODES: Record<string, string> = {
  image: 'image',
  markdown: 'markdown',
  html: 'html',
  horizontalrule: 'hr',
  codeblock: 'code',
  gallery: 'gallery',
  embed: 'embed',
  bookmark: 'bookmark',
  paywall: 'paywall',
};

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const nodes = (value: unknown): LexicalNode[] =>
  Array.isArray(value) ? value.filter((node): node is LexicalNode => !!node && typeof node === 'object') : [];

/**
 * Ghost's Lexical document (Ghost 5) as HTML: paragraphs, headings, quotes, lists, links, text
 * with its format bits, line breaks and Ghost's cards. Unknown nodes are dropped and named.
 * Throws on JSON that does not parse (the caller names the place).
 */
export function renderLexical(source: string): RenderedBody {
  const doc = JSON.parse(source) as { root?: LexicalNode };
  const dropped: string[] = [];

  const children = (node: LexicalNode) => nodes(node.children).map(render).join('');

  const render = (node: LexicalNode): string => {
    // Ghost's own variants (`extended-text`, `extended-heading` …) render as their base node.
    const type = str(node.type).replace(/^extended-/, '');
    switch (type) {
      case 'text':
        return formatted(escapeHtml(str(node.text)), Number(node.format) || 0);
      case 'linebreak':
        return '<br>';
      case 'tab':
        return '\t';
      case 'paragraph':
        return `<p>${children(node)}</p>`;
      case 'heading': {
        const tag = HEADINGS.has(str(node.tag)) ? str(node.tag) : 'h2';
        return `<${tag}>${children(node)}</${tag}>`;
      }
      case 'quote':
      case 'aside':
        return `<blockquote>${children(node)}</blockquote>`;
      case 'list': {
        const tag = str(node.listType) === 'number' || node.tag === 'ol' ? 'ol' : 'ul';
        return `<${tag}>${children(node)}</${tag}>`;
      }
      case 'listitem':
        return `<li>${children(node)}</li>`;
      case 'link':
      case 'autolink':
        return `<a href="${escapeHtml(str(node.url))}">${children(node)}</a>`;
    }
    const card = CARD_NODES[type];
    const html = card ? renderCard(card, node as CardPayload) : undefined;
    if (html === undefined) dropped.push(`card '${type || '(no type)'}'`);
    return html ?? '';
  };

  return { html: doc.root ? children(doc.root) : '', dropped };
}

function formatted(html: string, format: number): string {
  let result = html;
  for (const [bit, tag] of [...FORMATS].reverse()) if (format & bit) result = `<${tag}>${result}</${tag}>`;
  return result;
}
