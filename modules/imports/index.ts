import type { PostImports } from '../blog/index.ts';
import type { PublicCache } from '../platform/cache/index.ts';
import type { MikroORM } from '../platform/db/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
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
  /** The blog's port for imported posts and comments. */
  blog: { imports: PostImports };
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
  return {
    redirects,
    routes: [redirectsRoutes(redirects)],
    jobs: [],
    handlers: [],
    /** Answers 301 for a recorded old address; goes before the router. */
    redirectMiddleware: redirectMiddleware(deps.cache, () => redirects.all()),
    /** Imports a WordPress export (WXR 1.0-1.2); throws `WxrFormatError` for a malformed file. */
    importWordPress: (options: ImportOptions) => wordpress.run(options),
  };
}

export type ImportsModule = ReturnType<typeof createImportsModule>;
