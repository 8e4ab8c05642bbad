import { EXCERPT_LENGTH } from '../blog.schemas.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|td|th|tr|div)>|<br\s*\/?>|<hr\s*\/?>/gi;

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** The words of (sanitised) post HTML, blocks separated by a space, whitespace collapsed. */
export function plainText(html: string): string {
  return decode(html.replace(BLOCK_END, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The admin's 'Generate from content': the first 150 characters of the text, '...' if longer. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}
