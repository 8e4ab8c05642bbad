import { ENTITIES } from '../../modules/entities.ts';
import { webApp } from '../../modules/pages/index.ts';
import { createOrm } from '../../modules/platform/db/index.ts';
import {
  type ApiRouter,
  createHttpApp,
  type HttpAppDeps,
  listen,
} from '../../modules/platform/http/index.ts';
import { requestOf, testConfig, testLogger } from './harness.ts';

export type BareAppOptions = Partial<Omit<HttpAppDeps, 'logger' | 'orm' | 'routers' | 'web'>> & {
  /** A web build to serve beside the routes (the pages module's `webApp`, without rendering). */
  webDist?: string;
};
export type BareApp = Awaited<ReturnType<typeof startBareApp>>;

/**
 * The HTTP app alone, without the modules: the platform's chain around the caller's test
 * routers, on a free port, with a small pool on this file's database.
 */
export async function startBareApp(routers: ApiRouter[], options: BareAppOptions = {}) {
  const orm = await createOrm({ databaseUrl: testConfig().databaseUrl, entities: ENTITIES, poolMax: 2 });
  const { webDist, ...rest } = options;
  const app = createHttpApp({
    logger: testLogger('api'),
    orm,
    routers,
    trustProxy: false,
    ...(webDist !== undefined && { web: webApp(webDist) }),
    ...rest,
  });
  const server = await listen(app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${server.port}`;
  return {
    orm,
    port: server.port,
    base,
    request: requestOf(base),
    stop: async () => {
      await server.close();
      await orm.close();
    },
  };
}
