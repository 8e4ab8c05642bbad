/**
 * What the web app's server entry (web/src/entry-server.tsx) answers for a URL: one type, imported
 * by both sides (no Node imports here, so the web build can read it).
 */
export type RenderResult =
  /** A page rendered in the browser (the back office): the plain index.html. */
  | { kind: 'client' }
  /** A route's redirect (a post's former slug). */
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The status the route loaders decided: 200, or 404 for a missing post or product. */
      status: number;
      /** #root's content, React's hoisted head tags (title, meta, link) first. */
      html: string;
      /** JSON for the `ssr-state` script, escaped for it already. */
      state: string;
      /** Sources of the lazy route chunks rendered, as the build manifest names them. */
      sources: string[];
      /**
       * False when a read failed for a reason that may pass (a 5xx, the network): the page shows
       * that failure and must not be kept. An answered 404 (an unknown post) may be.
       */
      cacheable: boolean;
    };
