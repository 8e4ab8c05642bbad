// issue 30: ssr/http/views move pending. The server renderer (modules/platform/ssr) still types
// a page's image facts from this door; the facts are the media module's (modules/media), whose
// door exports the same types. Delete this file once the renderer imports them from there.

/** One `srcset` candidate: a width and the URL of its copy in each format. */
export type ImageVariant = { width: number; avif: string; webp: string };

/** What a page needs to lay an image out before it loads and to pick its size. */
export type ImageFacts = { width: number | null; height: number | null; variants: ImageVariant[] };
