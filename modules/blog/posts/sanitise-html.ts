import type { DOMPurify as Purifier } from 'dompurify';

/**
 * The allowlist fitted to what the admin editor (Tiptap StarterKit + Link + Image, tables if
 * enabled) produces. Everything else goes: scripts, iframes, forms, SVG and MathML, event
 * handlers, `style` (it can load URLs), ids (DOM clobbering). DOMPurify on jsdom, the library the
 * upload pipeline already trusts for SVG: a real HTML parser, so encoded entities, odd casing and
 * mutation tricks are seen as a browser sees them, which a regex or a tokeniser-only cleaner misses.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sub',
  'sup',
  'mark',
  'video',
  'audio',
];
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'start',
  'class',
  'colspan',
  'rowspan',
  'controls',
];

const LINK = /^(?:https?:\/\/|mailto:)/i;
const UPLOAD = /^\/uploads\/[0-9a-f-]{36}\.(?:jpg|png|webp|gif|svg)$/;
/** Audio and video from the editor's media upload: only our own files, never a remote source. */
const MEDIA_UPLOAD = /^\/uploads\/[0-9a-f-]{36}\.(?:mp4|webm|mp3|ogg|wav|m4a)$/;
const CODE_CLASS = /^language-[a-z0-9+#-]{1,30}$/;

/** Whether an attribute value may stay, given where it is. */
export function allowedAttribute(tag: string, name: string, value: string): boolean {
  const trimmed = value.trim();
  switch (name) {
    case 'href':
      return (
        tag === 'a' &&
        ((LINK.test(trimmed) && URL.canParse(trimmed)) || UPLOAD.test(trimmed) || MEDIA_UPLOAD.test(trimmed))
      );
    case 'src':
      if (tag === 'video' || tag === 'audio') return MEDIA_UPLOAD.test(trimmed);
      return (
        tag === 'img' && (UPLOAD.test(trimmed) || (/^https:\/\//i.test(trimmed) && URL.canParse(trimmed)))
      );
    case 'controls':
      return tag === 'video' || tag === 'audio';
    case 'class':
      return tag === 'code' && CODE_CLASS.test(trimmed);
    case 'start':
      return tag === 'ol' && /^\d{1,6}$/.test(trimmed);
    case 'colspan':
    case 'rowspan':
      return (tag === 'td' || tag === 'th') && /^\d{1,3}$/.test(trimmed);
    case 'target':
      return tag === 'a' && trimmed === '_blank';
    default:
      return ALLOWED_ATTR.includes(name);
  }
}

type Element = {
  tagName: string;
  hasAttribute(name: string): boolean;
  setAttribute(n: string, v: string): void;
};

/** Our own upload addressed absolutely (the editor prefixes the media host): kept as its path. */
export function ownUploadPath(value: string, origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  const trimmed = value.trim();
  if (!trimmed.startsWith(`${origin}/uploads/`)) return undefined;
  const path = trimmed.slice(origin.length);
  return UPLOAD.test(path) ? path : undefined;
}

async function createPurifier(origin: string | undefined): Promise<Purifier> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  // No scripts run and no resources load in a default JSDOM.
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = (node as unknown as Element).tagName.toLowerCase();
    const own = tag === 'img' && data.attrName === 'src' ? ownUploadPath(data.attrValue, origin) : undefined;
    if (own) data.attrValue = own;
    if (!allowedAttribute(tag, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as Element;
    if (element.tagName?.toLowerCase() === 'a') element.setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
}

/** Cleans post HTML before it is stored. One purifier per process, loaded on first use. */
export class PostHtmlSanitiser {
  #purifier: Promise<Purifier> | undefined;
  readonly #origin: string | undefined;

  /** `origin`: the site's public origin; images under `<origin>/uploads/` are stored as paths. */
  constructor(origin?: string) {
    this.#origin = origin?.replace(/\/+$/, '');
  }

  async sanitise(html: string): Promise<string> {
    this.#purifier ??= createPurifier(this.#origin);
    const purify = await this.#purifier;
    return purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      KEEP_CONTENT: true,
      FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'object', 'embed', 'svg', 'math', 'template'],
      RETURN_TRUSTED_TYPE: false,
    }) as string;
  }
}
