import type { PostImports, PostPortable } from '../blog/index.ts';
import type { ContentPortable } from '../content/index.ts';
import type { SubscriberPortable } from '../newsletter/index.ts';
import type { PublicCache } from '../platform/cache/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { Enqueue } from '../platform/queues/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import type { ProductPortable } from '../shop/index.ts';
import type { ArchivePorts } from './archive/archive-ports.ts';
import { ArchiveRestore } from './archive/archive-restore.ts';
import { ArchiveSource } from './archive/archive-source.ts';
import { type ExportOptions, writeArchive } from './archive/archive-writer.ts';
import { exportRoutes } from './archive/export.routes.ts';
import { ContentImport } from './engine/content-import.ts';
import { ImportFormatError } from './engine/import-source.ts';
import { ImportItemSchema, RedirectSchema } from './entities/index.ts';
import { openSource } from './open-source.ts';
import { redirectMiddleware } from './redirects/redirect-middleware.ts';
import { redirectsRoutes } from './redirects/redirects.routes.ts';
import { RedirectsService } from './redirects/redirects.service.ts';
import { ImportRunSchema } from './runs/import-run.entity.ts';
import { importRunsRoutes } from './runs/import-runs.routes.ts';
import { ImportRunsService } from './runs/import-runs.service.ts';
import { requeueImportsJob } from './runs/jobs/requeue-imports.job.ts';
import { runImportJob } from './runs/jobs/run-import.job.ts';

export { formatReport, type ImportCounts, type ImportReport } from './engine/import-report.ts';
export { ImportFormatError } from './engine/import-source.ts';
export {
  type ImportRunView,
  importRunAnswerSchema,
  importRunsAnswerSchema,
} from './imports-views.schemas.ts';
export {
  REDIRECT_MESSAGES,
  type RedirectView,
} from './redirects/redirect.schemas.ts';

/** Every entity of the imports module, for the ORM and migrations. */
export const importsEntities = [ImportItemSchema, RedirectSchema, ImportRunSchema];

export type ImportFileOptions = {
  file: string;
  dryRun?: boolean;
  /** The old site's address, for relative image URLs. */
  baseUrl?: string;
};

export type ImportsModuleDeps = {
  orm: MikroORM;
  /** The blog's port for imported posts and comments, and its side of the site's export. */
  blog: { imports: PostImports; portable: PostPortable };
  /** The other modules' sides of the site's export (`portable` on each door). */
  content: { portable: ContentPortable };
  shop: { portable: ProductPortable };
  newsletter: { portable: SubscriberPortable };
  storage: UploadStorage;
  /** The redirects' table as the request path reads it (namespace `redirects`). */
  cache: PublicCache;
  /** Queues the worker's jobs (an admin screen's import runs in `imports.run`). */
  enqueue: Enqueue;
  clock?: () => Date;
};

/**
 * Imports from other platforms (WordPress, Ghost, Markdown: `npm run content:import`) and the
 * redirects that keep their old addresses working (`/api/redirects`, admin only, and a
 * middleware answering 301 for old addresses), and the site's own export. See README.md.
 */
export function createImportsModule(deps: ImportsModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  const redirects = new RedirectsService({ em: deps.orm.em, cache: deps.cache });
  const engine = new ContentImport({
    em: deps.orm.em,
    posts: deps.blog.imports,
    redirects,
    storage: deps.storage,
    redirectsChanged: () => deps.cache.invalidate(),
  });
  const archive: ArchivePorts = { ...deps, em: deps.orm.em, clock };
  const restore = new ArchiveRestore(archive);
  const importFile = async (options: ImportFileOptions) => {
    const source = await openSource(options.file, { clock, baseUrl: options.baseUrl });
    try {
      // This site's archive restores its other sections in the same transaction as its posts.
      const extras = source instanceof ArchiveSource ? restore.extras(await source.reader()) : undefined;
      return await engine.run(source, { ...options, extras });
    } finally {
      await source.close?.();
    }
  };
  const runs: ImportRunsService = new ImportRunsService({
    em: deps.orm.em,
    store: deps.storage.store,
    enqueue: async (runId, jobId) => {
      await deps.enqueue(runJob, { runId }, { jobId });
    },
    runImport: importFile,
    isFormatError: (error) => error instanceof ImportFormatError,
    clock,
  });
  const runJob = runImportJob(runs);
  return {
    redirects,
    /** The admin screen's import runs (queued, run by the worker's `imports.run`). */
    runs,
    routes: [redirectsRoutes(redirects), importRunsRoutes(runs), exportRoutes(archive)],
    jobs: [runJob, requeueImportsJob(runs)],
    handlers: [],
    /** Answers 301 for a recorded old address; the first of the pages' middlewares. */
    redirectMiddleware: redirectMiddleware(deps.cache, () => redirects.all()),
    /** The site's content as its archive (a zip, streamed); subscribers only when asked. */
    exportArchive: (options: ExportOptions) => writeArchive(archive, options),
    /**
     * Imports a file or folder of another platform's (or this site's own export), told by its
     * content. Throws `ImportFormatError` (one message naming the place) for a malformed or
     * unknown input, before anything is written; ENOENT for a missing path.
     */
    importFile,
  };
}

export type ImportsModule = ReturnType<typeof createImportsModule>;
