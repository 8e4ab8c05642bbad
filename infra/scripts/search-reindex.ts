// `npm run search:reindex`: rebuilds the site search index from every module's public material.
// The worker keeps the index current on its own; this is for recovery and after imports.
import { withModules } from './with-modules.ts';

const started = performance.now();
const counts = await withModules('search-reindex', (modules) => modules.search.reindex());
const summary = Object.entries(counts)
  .map(([type, count]) => `${count} ${type}`)
  .join(', ');
console.log(
  `Search index rebuilt in ${Math.round(performance.now() - started)} ms: ${summary || 'nothing to index'}.`,
);
