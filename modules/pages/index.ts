import type { WebServing } from '../platform/http/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { RateLimit } from '../platform/rate-limit/index.ts';
import type { PageImageFacts, ServerEntry } from './server-entry.ts';
import type { SiteReads } from './site-reads.ts';
import type { Versioned } from './ssr-pages.ts';
import { webApp } from './web-app.ts';

export { type KeptPage, type PageAnswer, PageCache } from './page-cache.ts';
export type { RenderResult } from './pages.schemas.ts';
export { Preloads } from './preloads.ts';
export {
  loadServerEntry,
  type PageImageFacts,
  type ServerEntry,
  serverEntryPath,
  type Theme,
} from './server-entry.ts';
export {
  type ReadAnswer,
  type ReadScope,
  type SiteAnswers,
  type SiteReads,
  siteReads,
} from './site-reads.ts';
export { type ServerPagesDeps, serverPages, type Versioned } from './ssr-pages.ts';
export { PageTemplate, splitHead } from './template.ts';
export { inlineScriptHashes, type WebApp, webApp } from './web-app.ts';

export type PagesModuleDeps = {
  /** The browser build (`npm run build`): its files, index.html and the manifest. */
  webDist: string;
  /** The web app's server entry; absent: every page is the plain index.html. */
  entry?: ServerEntry | undefined;
  /** What the render reads (`siteReads` of the modules' answers). */
  reads: SiteReads;
  /** Every public cache: a kept page is valid while the namespaces it read have not moved. */
  versions: readonly Versioned[];
  /** Public origin (PUBLIC_URL) without a trailing slash. */
  origin: string;
  imageFacts?: PageImageFacts | undefined;
  /** Renders (page cache misses) per client address. */
  renderLimit?: RateLimit | undefined;
  log: Logger;
};

/**
 * The site's pages (README.md): the web build's files, the public pages rendered by React on the
 * server and kept while what they read stands, index.html for the back office. `web` is handed to
 * the HTTP app (`createHttpApp({ web })`).
 */
export function createPagesModule(deps: PagesModuleDeps): { web: WebServing } {
  return {
    web: webApp(
      deps.webDist,
      deps.entry && {
        entry: deps.entry,
        versions: deps.versions,
        origin: deps.origin,
        imageFacts: deps.imageFacts,
        renderLimit: deps.renderLimit,
        reads: deps.reads,
        log: deps.log,
      },
    ),
  };
}
