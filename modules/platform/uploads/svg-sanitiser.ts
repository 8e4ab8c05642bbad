/// <reference path="./jsdom.d.ts" />
import type { DomFragment, DomNode, DomWindow } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
// Removing these means the file tried to run script or embed a document: refuse it outright
// rather than store a quietly different picture.
const SCRIPTING_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction']);
// DOMPurify lists the wrapper it parses into among the removed nodes; those are not the file's.
const WRAPPERS = new Set(['html', 'head', 'body']);

type Removed = { element?: DomNode; attribute?: { name: string; value: string } | null };
type Purifier = {
  sanitize(dirty: string, config: Record<string, unknown>): unknown;
  removed: unknown[];
};
type Tools = { window: DomWindow; purify: Purifier };

function isDangerous({ element, attribute }: Removed): boolean {
  if (attribute) {
    const name = attribute.name.toLowerCase();
    return name.startsWith('on') || URL_ATTRIBUTES.has(name);
  }
  if (!element) return false;
  const name = (element.localName ?? element.nodeName).toLowerCase();
  if (WRAPPERS.has(name)) return false;
  // Not an element (CDATA, a processing instruction, a comment holding markup): DOMPurify only
  // removes those when they could turn into markup, so the file is refused.
  if (typeof element.getAttribute !== 'function') return true;
  if (SCRIPTING_ELEMENTS.has(name)) return true;
  // <animate>/<set> can rewrite an href or an event handler after load.
  const target = (element.getAttribute('attributeName') ?? '').toLowerCase();
  return (name === 'animate' || name === 'set') && (target.startsWith('on') || target.endsWith('href'));
}

const isSvgRoot = (node: DomNode | null): node is DomNode =>
  node !== null && node.namespaceURI === SVG_NS && node.localName === 'svg';

async function loadTools(): Promise<Tools> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  // No scripts run and no resources load in a default JSDOM.
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  return { window, purify: purify as unknown as Purifier };
}

/**
 * Cleans user SVG with DOMPurify's SVG profile on jsdom. Answers the cleaned, well-formed XML,
 * or undefined when the text is not a well-formed SVG document, declares entities, or had to
 * lose anything that scripts (script, event handlers, javascript: links, foreignObject).
 * Harmless removals (editor metadata such as Inkscape's) are dropped silently.
 */
export class SvgSanitiser {
  #tools: Promise<Tools> | undefined;

  /** Loads jsdom and DOMPurify (once per thread: a second or more on a busy machine). */
  async prepare(): Promise<void> {
    this.#tools ??= loadTools();
    await this.#tools;
  }

  async sanitise(text: string): Promise<string | undefined> {
    // Entity declarations serve no drawing and are the stuff of billion-laughs bombs.
    if (/<!ENTITY/i.test(text)) return undefined;
    this.#tools ??= loadTools();
    const { window, purify } = await this.#tools;
    const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml');
    if (!isSvgRoot(parsed.documentElement) || parsed.getElementsByTagName('parsererror').length > 0) {
      return undefined;
    }
    const serializer = new window.XMLSerializer();
    // Only the <svg> element goes in: the prolog and doctype are dropped with the rest of the text.
    const fragment = purify.sanitize(serializer.serializeToString(parsed.documentElement), {
      USE_PROFILES: { svg: true, svgFilters: true },
      RETURN_DOM_FRAGMENT: true,
    }) as DomFragment;
    if ((purify.removed as Removed[]).some(isDangerous)) return undefined;
    const clean = fragment.firstElementChild;
    if (fragment.childElementCount !== 1 || !isSvgRoot(clean)) return undefined;
    // DOMPurify parsed it as HTML; serialising as XML gives the image/svg+xml file browsers expect.
    const output = serializer.serializeToString(clean);
    const reparsed = new window.DOMParser().parseFromString(output, 'image/svg+xml');
    return isSvgRoot(reparsed.documentElement) ? output : undefined;
  }
}
