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
      /**
       * Sources of the page's islands, as the build manifest names them: `styled`, every island's
       * (their stylesheets are linked, so the server's HTML is styled before any wakes);
       * `waking`, those hydrated at load, with the islands' runtime (their code is preloaded).
       */
      islands: { styled: string[]; waking: string[] };
      /**
       * False when a read failed for a reason that may pass (a 5xx, the network): the page shows
       * that failure and must not be kept. An answered 404 (an unknown post) may be.
       */
      cacheable: boolean;
    };
