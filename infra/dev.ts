// `npm run dev`: the same services and migrations as `npm start`, then the API and the
// worker under `node --watch` and the Vite dev server (which proxies /api to the API).
import { startLocalStack } from './services/local-stack.ts';
import { isPortFree } from './services/net.ts';
import { announceWhenHealthy, binScript, loadDotEnv, Supervisor } from './services/supervisor.ts';

const WEB_PORT = 5173;

const supervisor = new Supervisor('dev');

await supervisor.run(async () => {
  loadDotEnv();
  const port = Number(process.env.PORT || 3000);
  const dataDir = process.env.DATA_DIR || '.data';
  for (const [what, candidate] of [
    ['API', port],
    ['Vite', WEB_PORT],
  ] as const) {
    if (!(await isPortFree(candidate, '0.0.0.0'))) {
      throw new Error(
        `port ${candidate} (${what}) is already in use: stop what holds it${what === 'API' ? ' or set PORT' : ''}`,
      );
    }
  }

  const { env, links } = await startLocalStack(supervisor, {
    port,
    dataDir,
    env: { NODE_ENV: process.env.NODE_ENV || 'development' },
  });

  await supervisor.step('migrate', process.execPath, ['infra/scripts/migrate.ts'], env);

  const watch = ['--watch', '--watch-preserve-output'];
  supervisor.spawn('api', process.execPath, [...watch, 'modules/main.ts'], {
    env,
    color: 'cyan',
    longRunning: true,
  });
  supervisor.spawn('worker', process.execPath, [...watch, 'worker/main.ts'], {
    env,
    color: 'magenta',
    longRunning: true,
  });
  supervisor.spawn(
    'web',
    process.execPath,
    [binScript('vite'), '--config', 'web/vite.config.ts', '--port', String(WEB_PORT), '--strictPort'],
    { env: { ...env, API_PORT: String(port) }, color: 'green', longRunning: true },
  );

  const site = `http://localhost:${WEB_PORT}`;
  await announceWhenHealthy(supervisor, port, [
    ['Site', site],
    ['Admin', `${site}/admin`],
    ['API', `http://localhost:${port}/api/health`],
    ...links,
  ]);
});
