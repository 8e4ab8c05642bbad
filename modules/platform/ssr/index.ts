export { inProcessFetch, isInProcessRead } from './in-process-fetch.ts';
export { type KeptPage, type PageAnswer, PageCache } from './page-cache.ts';
export { Preloads } from './preloads.ts';
export {
  loadServerEntry,
  type PageImageFacts,
  type RenderResult,
  type ServerEntry,
  serverEntryPath,
  type Theme,
} from './server-entry.ts';
export { type ServerPagesDeps, serverPages, type Versioned } from './ssr-pages.ts';
export { PageTemplate, SSR_HEAD_ATTRIBUTE, splitHead } from './template.ts';
