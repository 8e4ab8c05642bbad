// `npm start`: the built app as one command. Postgres and Redis come from DATABASE_URL /
// REDIS_URL or are started locally (infra/services), the web app is rebuilt when stale,
// migrations run, an empty database gets the demo content, then the API and the worker run side
// by side until Ctrl+C.
import { startLocalStack } from './services/local-stack.ts';
import { isPortFree } from './services/net.ts';
import { announceWhenHealthy, loadDotEnv, Supervisor } from './services/supervisor.ts';
import { WEB_BUILD_ARGS, webDistState } from './services/web-build.ts';

const supervisor = new Supervisor('start');

await supervisor.run(async () => {
  loadDotEnv();
  const port = Number(process.env.PORT || 3000);
  const dataDir = process.env.DATA_DIR || '.data';
  if (!(await isPortFree(port, process.env.HOST || '0.0.0.0'))) {
    throw new Error(`port ${port} is already in use: stop what holds it or set PORT`);
  }

  const { env, links } = await startLocalStack(supervisor, { port, dataDir });

  await buildWebIfStale(supervisor, env);
  await supervisor.step('migrate', process.execPath, ['infra/scripts/migrate.ts'], env);
  // An empty database gets the demo portfolio, so a newcomer sees a living site at once.
  await supervisor.step('seed', process.execPath, ['infra/scripts/seed.ts'], env);

  supervisor.spawn('api', process.execPath, ['modules/main.ts'], { env, color: 'cyan', longRunning: true });
  supervisor.spawn('worker', process.execPath, ['worker/main.ts'], {
    env,
    color: 'magenta',
    longRunning: true,
  });

  const base = `http://localhost:${port}`;
  await announceWhenHealthy(supervisor, port, [
    ['Site', base],
    ['Admin', `${base}/admin`],
    ['Health', `${base}/api/health`],
    ...links,
  ]);
});

/** Rebuilds web/dist when index.html is missing or older than any web source. */
async function buildWebIfStale(supervisor: Supervisor, env: NodeJS.ProcessEnv): Promise<void> {
  const state = await webDistState();
  if (state === 'unbuildable') {
    supervisor.log('web/vite.config.ts not found: skipping the web build');
    return;
  }
  if (state === 'fresh') {
    supervisor.log('web/dist is up to date');
    return;
  }
  supervisor.log(
    state === 'missing'
      ? 'building the web app (no web/dist yet)'
      : 'rebuilding the web app (sources changed)',
  );
  // A production bundle whatever NODE_ENV the app runs with.
  await supervisor.step('build', process.execPath, WEB_BUILD_ARGS, { ...env, NODE_ENV: 'production' });
}
