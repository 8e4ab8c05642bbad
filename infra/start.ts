// `npm start`: the built app as one command. Postgres and Redis come from DATABASE_URL /
// REDIS_URL or are started locally (infra/services), the web app is rebuilt when stale,
// migrations run, an empty database gets the demo content, then the API and the worker run side
// by side until Ctrl+C.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { startLocalStack } from './services/local-stack.ts';
import { isPortFree } from './services/net.ts';
import { announceWhenHealthy, binScript, loadDotEnv, REPO_ROOT, Supervisor } from './services/supervisor.ts';

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
  const web = path.join(REPO_ROOT, 'web');
  const config = path.join(web, 'vite.config.ts');
  const built = await newestMtime(path.join(web, 'dist', 'index.html'));
  const sources = Math.max(
    ...(await Promise.all(
      ['src', 'public', 'index.html', 'vite.config.ts'].map((entry) => newestMtime(path.join(web, entry))),
    )),
  );
  if ((await newestMtime(config)) === 0) {
    supervisor.log('web/vite.config.ts not found: skipping the web build');
    return;
  }
  if (built > 0 && built >= sources) {
    supervisor.log('web/dist is up to date');
    return;
  }
  supervisor.log(
    built === 0 ? 'building the web app (no web/dist yet)' : 'rebuilding the web app (sources changed)',
  );
  // A production bundle whatever NODE_ENV the app runs with.
  await supervisor.step(
    'build',
    process.execPath,
    [binScript('vite'), 'build', '--config', 'web/vite.config.ts'],
    { ...env, NODE_ENV: 'production' },
  );
}

/** Latest modification time of a file or of any file below a folder; 0 when missing. */
async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}
