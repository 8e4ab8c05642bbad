import { EXCERPT_LENGTH, excerptFromBlocks } from '../blog.schemas.ts';

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

/**
 * The words of (sanitised) post HTML, one block (heading, paragraph, item) a line, whitespace in
 * a block collapsed and empty blocks dropped: the excerpt and the search keep blocks apart.
 */
export function plainText(html: string): string {
  // The HTML's own line breaks are spaces; only block ends start a new line.
  const marked = html.replace(/\s+/g, ' ').replace(BLOCK_END, '\n');
  return decode(marked.replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A post's excerpt from its plain text (see `excerptFromBlocks`): blocks read as sentences. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  return excerptFromBlocks(text.split('\n'), length);
}
