import type { PostImports, PostPortable } from '../blog/index.ts';
import type { ContentPortable } from '../content/index.ts';
import type { SubscriberPortable } from '../newsletter/index.ts';
import type { PublicCache } from '../platform/cache/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import type { ProductPortable } from '../shop/index.ts';
import type { ArchivePorts } from './archive/archive-ports.ts';
import { type ExportOptions, writeArchive } from './archive/archive-writer.ts';
import { exportRoutes } from './archive/export.routes.ts';
import { ImportItemSchema, RedirectSchema } from './entities/index.ts';
import { redirectMiddleware } from './redirects/redirect-middleware.ts';
import { redirectsRoutes } from './redirects/redirects.routes.ts';
import { RedirectsService } from './redirects/redirects.service.ts';
import { type ImportOptions, WordPressImport } from './wordpress/wordpress-import.ts';

export {
  REDIRECT_MESSAGES,
  type RedirectView,
} from './redirects/redirect.schemas.ts';
export { formatReport, type ImportCounts, type ImportReport } from './wordpress/import-report.ts';
export { WxrFormatError } from './wordpress/wxr-reader.ts';

/** Every entity of the imports module, for the ORM and migrations. */
export const importsEntities = [ImportItemSchema, RedirectSchema];

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
  const archive: ArchivePorts = { ...deps, em: deps.orm.em, clock };
  return {
    redirects,
    routes: [redirectsRoutes(redirects), exportRoutes(archive)],
    jobs: [],
    handlers: [],
    /** Answers 301 for a recorded old address; goes before the router. */
    redirectMiddleware: redirectMiddleware(deps.cache, () => redirects.all()),
    /** Imports a WordPress export (WXR 1.0-1.2); throws `WxrFormatError` for a malformed file. */
    importWordPress: (options: ImportOptions) => wordpress.run(options),
    /** The site's content as its archive (a zip, streamed); subscribers only when asked. */
    exportArchive: (options: ExportOptions) => writeArchive(archive, options),
  };
}

export type ImportsModule = ReturnType<typeof createImportsModule>;
