import type { PostImports } from '../blog/index.ts';
import type { PublicCache } from '../platform/cache/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { Enqueue } from '../platform/queues/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { ImportFormatError } from './engine/import-source.ts';
import { ImportItemSchema, RedirectSchema } from './entities/index.ts';
import { redirectMiddleware } from './redirects/redirect-middleware.ts';
import { redirectsRoutes } from './redirects/redirects.routes.ts';
import { RedirectsService } from './redirects/redirects.service.ts';
import { ImportRunSchema } from './runs/import-run.entity.ts';
import { importRunsRoutes } from './runs/import-runs.routes.ts';
import { ImportRunsService } from './runs/import-runs.service.ts';
import { requeueImportsJob } from './runs/jobs/requeue-imports.job.ts';
import { runImportJob } from './runs/jobs/run-import.job.ts';
import { type ImportOptions, WordPressImport } from './wordpress/wordpress-import.ts';
import { WxrFormatError } from './wordpress/wxr-reader.ts';

export {
  type ImportRunView,
  importRunAnswerSchema,
  importRunsAnswerSchema,
} from './imports-views.schemas.ts';
export {
  REDIRECT_MESSAGES,
  type RedirectView,
} from './redirects/redirect.schemas.ts';
export { formatReport, type ImportCounts, type ImportReport } from './wordpress/import-report.ts';
export { WxrFormatError } from './wordpress/wxr-reader.ts';

/** Every entity of the imports module, for the ORM and migrations. */
export const importsEntities = [ImportItemSchema, RedirectSchema, ImportRunSchema];

export type ImportsModuleDeps = {
  orm: MikroORM;
  /** The blog's port for imported posts and comments. */
  blog: { imports: PostImports };
  storage: UploadStorage;
  /** The redirects' table as the request path reads it (namespace `redirects`). */
  cache: PublicCache;
  /** Queues the worker's jobs (an admin screen's import runs in `imports.run`). */
  enqueue: Enqueue;
  clock?: () => Date;
};

/**
 * Imports from other platforms (WordPress WXR for now: `npm run content:import`) and the
 * redirects that keep their old addresses working (`/api/redirects`, admin only, and a
 * middleware answering 301 before the router). See README.md.
 */
export function createImportsModule(deps: ImportsModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  const redirects = new RedirectsService({ em: deps.orm.em, cache: deps.cache });
  const wordpress = new WordPressImport({
    em: deps.orm.em,
    posts: deps.blog.imports,
    redirects,
    storage: deps.storage,
    redirectsChanged: () => deps.cache.invalidate(),
    clock,
  });
  const runs: ImportRunsService = new ImportRunsService({
    em: deps.orm.em,
    store: deps.storage.store,
    enqueue: async (runId, jobId) => {
      await deps.enqueue(runJob, { runId }, { jobId });
    },
    runImport: (options) => wordpress.run(options),
    isFormatError: (error) => error instanceof WxrFormatError || error instanceof ImportFormatError,
    clock,
  });
  const runJob = runImportJob(runs);
  return {
    redirects,
    /** The admin screen's import runs (queued, run by the worker's `imports.run`). */
    runs,
    routes: [redirectsRoutes(redirects), importRunsRoutes(runs)],
    jobs: [runJob, requeueImportsJob(runs)],
    handlers: [],
    /** Answers 301 for a recorded old address; goes before the router. */
    redirectMiddleware: redirectMiddleware(deps.cache, () => redirects.all()),
    /** Imports a WordPress export (WXR 1.0-1.2); throws `WxrFormatError` for a malformed file. */
    importWordPress: (options: ImportOptions) => wordpress.run(options),
  };
}

export type ImportsModule = ReturnType<typeof createImportsModule>;
