import { BadRequestError } from '../errors/index.ts';

/** Largest SVG accepted: logos and illustrations are far smaller; parsing cost grows with size. */
export const MAX_SVG_BYTES = 1024 * 1024;
/** Elements in one SVG at most; jsdom and DOMPurify cost about a millisecond per hundred. */
export const MAX_SVG_ELEMENTS = 10_000;
/** Nesting at most; DOMPurify and the serialiser recurse, and deep trees overflow their stack. */
export const MAX_SVG_DEPTH = 64;

export type SvgShape = { elements: number; depth: number };

/** Index just past the `close` that ends a construct opened at `from`, or the end of the text. */
const skipPast = (text: string, close: string, from: number): number => {
  const end = text.indexOf(close, from);
  return end === -1 ? text.length : end + close.length;
};

/**
 * Counts the elements of an SVG and their deepest nesting in one pass over the text, without
 * building anything, stopping as soon as either limit is passed. It only needs to be an upper
 * bound: text that is not well-formed XML is refused by the parser later anyway.
 */
export function measureSvg(
  text: string,
  limits = { elements: MAX_SVG_ELEMENTS, depth: MAX_SVG_DEPTH },
): SvgShape {
  let elements = 0;
  let depth = 0;
  let deepest = 0;
  let at = text.indexOf('<');
  while (at !== -1 && elements <= limits.elements && deepest <= limits.depth) {
    if (text.startsWith('<!--', at)) at = skipPast(text, '-->', at + 4);
    else if (text.startsWith('<![CDATA[', at)) at = skipPast(text, ']]>', at + 9);
    else if (text.startsWith('<?', at)) at = skipPast(text, '?>', at + 2);
    else if (text.startsWith('<!', at)) {
      // A doctype, perhaps with an internal subset in brackets (whose entities are refused later).
      const bracket = text.indexOf('[', at);
      const close = text.indexOf('>', at);
      at = bracket !== -1 && bracket < close ? skipPast(text, ']', bracket) : at + 2;
      at = skipPast(text, '>', at);
    } else if (text[at + 1] === '/') {
      depth = Math.max(0, depth - 1);
      at = skipPast(text, '>', at);
    } else {
      // A start tag: find its end, stepping over quoted attribute values that may hold '>'.
      let end = at + 1;
      let quote = '';
      for (; end < text.length; end += 1) {
        const char = text[end];
        if (quote) {
          if (char === quote) quote = '';
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
      }
      elements += 1;
      if (text[end - 1] !== '/') {
        depth += 1;
        deepest = Math.max(deepest, depth);
      }
      at = end + 1;
    }
    at = text.indexOf('<', at);
  }
  return { elements, depth: deepest };
}

/** Refuses, with a 400 that says which limit, an SVG too large or too complex to parse safely. */
export function assertSvgWithinLimits(text: string, bytes: number): void {
  const refuse = (message: string) => new BadRequestError(message, 'svg_too_complex');
  if (bytes > MAX_SVG_BYTES) throw refuse(`SVG images must be at most ${MAX_SVG_BYTES / 1024 / 1024} MB`);
  const shape = measureSvg(text);
  if (shape.elements > MAX_SVG_ELEMENTS) {
    throw refuse(`SVG images may have at most ${MAX_SVG_ELEMENTS} elements`);
  }
  if (shape.depth > MAX_SVG_DEPTH) throw refuse(`SVG images may nest elements at most ${MAX_SVG_DEPTH} deep`);
}
