import { resolveJwtSecret } from './admin/index.ts';
import { ENTITIES } from './entities.ts';
import { createModules } from './modules.ts';
import {
  createPagesModule,
  loadServerEntry,
  PAGE_RENDERS_PER_ADDRESS,
  privacyAnswer,
  type ServerEntry,
  siteReads,
} from './pages/index.ts';
import type { Config } from './platform/config/index.ts';
import { createOrm, withEntityManagerScope } from './platform/db/index.ts';
import { createHttpApp, healthRoutes, listen, readinessRoutes } from './platform/http/index.ts';
import type { Logger } from './platform/logging/index.ts';
import { runMain, runOrExit } from './platform/process/index.ts';
import {
  createFastFailRedis,
  createProducerConnection,
  QueueSet,
  whenReady,
} from './platform/queues/index.ts';
import { rateLimit } from './platform/rate-limit/index.ts';
import { serveUploads } from './platform/uploads/index.ts';

export type ApiOptions = {
  /**
   * The upload store the readiness answer checks (`GET /api/health/ready`); absent, the
   * configured one (the folder or the bucket uploads go to).
   */
  store?: { check(): Promise<void> };
  /** The web app's server entry; absent: the build's (`<webDist>-server`), if there is one. */
  serverEntry?: ServerEntry;
};

/** Builds the API (ORM, Redis, modules, Koa app) without listening. */
export async function createApi(config: Config, logger: Logger, options: ApiOptions = {}) {
  const orm = await createOrm({ databaseUrl: config.databaseUrl, entities: ENTITIES, poolMax: 20 });
  const redis = createFastFailRedis(config.redisUrl);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  if (!(await whenReady(redis)))
    logger.warn('Redis is not answering yet; starting anyway (health reports it)');
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  // The API adds jobs but runs none; its adds fail fast while Redis is away.
  const producer = createProducerConnection(config.redisUrl);
  producer.on('error', () => undefined);
  const jobQueues = new QueueSet({ connection: producer, prefix: config.redisPrefix });
  const modules = createModules({ config, orm, redis, log: logger, jwtSecret, enqueue: jobQueues.enqueue });
  const queues = modules.admin.queueDashboard(modules.queueNames);
  const serverEntry = options.serverEntry ?? (await loadServerEntry(config.webDist));
  const imageFacts = modules.media.imageFacts;
  if (!serverEntry) logger.warn('no server entry in the web build: public pages are rendered in the browser');
  // What the privacy page states, from this configuration: one answer for its route and the render.
  const privacy = privacyAnswer(config);
  // The server render reads the modules' answers directly, each in a database scope of its own.
  const reads = siteReads(
    {
      content: modules.content.answers,
      blog: modules.blog.answers,
      shop: modules.shop.answers,
      search: modules.search.answers,
      privacy: () => privacy,
    },
    (read) => withEntityManagerScope(orm, read),
  );
  const pages = createPagesModule({
    webDist: config.webDist,
    entry: serverEntry,
    reads,
    versions: modules.publicCaches,
    origin: config.publicUrl.replace(/\/+$/, ''),
    imageFacts: (data: unknown) => imageFacts.factsIn(data),
    renderLimit: rateLimit({
      redis,
      prefix: config.redisPrefix,
      name: 'page-renders',
      ...PAGE_RENDERS_PER_ADDRESS,
    }),
    privacy,
    log: logger.child({ component: 'ssr' }),
  });
  const app = createHttpApp({
    logger,
    orm,
    routers: [
      healthRoutes({ orm, redis }),
      readinessRoutes({ orm, redis, store: options.store ?? modules.storage.store }),
      ...modules.routes,
      ...pages.routes,
    ],
    observe: modules.operations.observeRequest,
    trustProxy: config.trustProxy,
    hsts: config.env === 'production',
    resolveUser: modules.admin.resolveUser,
    pages: [
      modules.imports.redirectMiddleware,
      serveUploads(modules.storage.store, {
        publicUrl: config.storage.driver === 's3' ? config.storage.publicUrl : undefined,
      }),
      queues.middleware,
      ...modules.blog.pages,
      ...modules.newsletter.pages,
    ],
    web: pages.web,
  });
  return {
    app,
    orm,
    redis,
    modules,
    /** What the server render reads (the pages module's `SiteReads`). */
    reads,
    enqueue: jobQueues.enqueue,
    async close() {
      // Searches that found nothing are written a moment after their answer: keep the last ones.
      await modules.search
        .flushMisses()
        .catch((error) => logger.warn({ err: error }, 'search misses not saved'));
      await queues.close();
      await modules.operations.close();
      await jobQueues.close();
      producer.disconnect();
      modules.closeCaches();
      await modules.storage.close();
      modules.mailer.close();
      redis.disconnect();
      await orm.close();
    },
  };
}

/** HTTP composition root: config -> orm -> modules -> app -> listen, and a graceful stop. */
async function main(): Promise<void> {
  await runMain({
    name: 'api',
    graceMs: 10_000,
    async start(config, logger) {
      const api = await createApi(config, logger);
      const server = await listen(api.app, config.port, config.host);
      logger.info({ port: server.port }, `API listening on ${config.publicUrl}`);
      return {
        stopping: 'finishing in-flight requests',
        async stop() {
          await server.close();
          await api.close();
        },
      };
    },
  });
}

if (import.meta.main) runOrExit(main);
