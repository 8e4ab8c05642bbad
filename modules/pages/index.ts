import type { CachedAnswer } from '../platform/cache/index.ts';
import type { ApiRouter, WebServing } from '../platform/http/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { RateLimit } from '../platform/rate-limit/index.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import type { PageImageFacts, ServerEntry } from './server-entry.ts';
import type { SiteReads } from './site-reads.ts';
import type { Versioned } from './ssr-pages.ts';
import { webApp } from './web-app.ts';

export { type KeptPage, type PageAnswer, PageCache } from './page-cache.ts';
export type { RenderResult } from './pages.schemas.ts';
export { Preloads } from './preloads.ts';
export { PRIVACY_PAGE_PATH, privacySitemapUrls } from './privacy/privacy.routes.ts';
export { type PrivacyConfig, privacyAnswer, privacyFacts } from './privacy/privacy-facts.ts';
export {
  type PrivacyFacts,
  type PrivacyResponse,
  privacyFactsSchema,
  privacyResponseSchema,
} from './privacy.schemas.ts';
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
export {
  PAGE_RENDERS_PER_ADDRESS,
  type ServerPagesDeps,
  serverPages,
  type Versioned,
} from './ssr-pages.ts';
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
  /** `GET /api/privacy`'s answer (`privacyAnswer`), the one the render reads too. */
  privacy: CachedAnswer;
  log: Logger;
};

/**
 * The site's pages (README.md): the web build's files, the public pages rendered by React on the
 * server and kept while what they read stands, index.html for the back office. `web` is handed to
 * the HTTP app (`createHttpApp({ web })`); `routes` answer what only the pages read (the privacy
 * page's facts).
 */
export function createPagesModule(deps: PagesModuleDeps): { web: WebServing; routes: ApiRouter[] } {
  return {
    routes: [privacyRoutes(deps.privacy)],
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
