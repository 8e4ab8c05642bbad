/*
 * The types the web app's server entry (web/src/entry-server.tsx) and this module share, imported
 * by both sides (no Node imports here, so the web build can read them).
 */

/** What the server entry answers for a URL. */
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

/*
 * What the server render reads (issue 30, site-reads.ts): each read is a module's own answer
 * function, the one its public route sends, called directly (no request into the app). The web
 * app's API client calls these on the server (`ApiRequestOptions.server`) where the browser calls
 * the API.
 */

/**
 * An answer as the render reads it: its status and its body, exactly as a browser would parse
 * the route's JSON (dates as strings, no undefined fields). 4xx answers carry the route's error
 * body (`{ success: false, error, code }`); anything else (the database away) is thrown, and the
 * page shows its passing-failure state and is not kept.
 */
export type ReadAnswer = { status: number; body: unknown };

export type SiteReads = {
  settings(): Promise<ReadAnswer>;
  socialLinks(): Promise<ReadAnswer>;
  skills(): Promise<ReadAnswer>;
  projects(): Promise<ReadAnswer>;
  projectCategories(): Promise<ReadAnswer>;
  promotions(): Promise<ReadAnswer>;
  /** `GET /api/blog`: the visible posts. */
  posts(): Promise<ReadAnswer>;
  /** `GET /api/blog/slug/:slug`; a former slug answers with the post under its current one. */
  post(slug: string): Promise<ReadAnswer>;
  postPage(by: 'category' | 'tag', value: string, page: number, limit: number): Promise<ReadAnswer>;
  relatedPosts(id: string, limit: number): Promise<ReadAnswer>;
  /** A post's thread as a visitor with nothing of their own in it sees it. */
  thread(postId: string): Promise<ReadAnswer>;
  /** `GET /api/shop`: active products, of one category or (undefined) of all. */
  products(category?: string): Promise<ReadAnswer>;
  productCategories(): Promise<ReadAnswer>;
  product(id: string): Promise<ReadAnswer>;
  search(q: string): Promise<ReadAnswer>;
  /** `GET /api/privacy`: what the site stores about its visitors (issue 31). */
  privacy(): Promise<ReadAnswer>;
};
