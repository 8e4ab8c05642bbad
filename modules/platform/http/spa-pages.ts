/**
 * A module's say on the status of a page of the web app it owns: 404 for an unknown slug or
 * product, a redirect from a former slug. The page itself is rendered by React on the server
 * (modules/platform/ssr); a path no page claims answers 200.
 */
export type SpaPageAnswer =
  | { status: number; redirect?: undefined }
  | { status: 301 | 302 | 308; redirect: string };

/** A page of the web app whose status a module decides; undefined leaves the path to others. */
export type SpaPage = { match(path: string): Promise<SpaPageAnswer | undefined> };

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
