import { createBenchEnv, freePort, load, startProcess, stopProcess, waitForHttp } from './bench-support.ts';

const env = await createBenchEnv();
const apiPort = await freePort();
const barePort = await freePort();
const bare = startProcess(['infra/bench/bare-koa.ts'], { PORT: String(barePort) });
const api = startProcess(['modules/main.ts'], {
  DATABASE_URL: env.databaseUrl,
  REDIS_URL: env.redisUrl,
  REDIS_PREFIX: env.redisPrefix,
  LOG_LEVEL: 'warn',
  PORT: String(apiPort),
  HOST: '127.0.0.1',
});
await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);
await waitForHttp(`http://127.0.0.1:${barePort}/`);
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
for (const [name, opts] of [
  ['bare', { url: `http://127.0.0.1:${barePort}/` }],
  [
    'bare POST',
    {
      url: `http://127.0.0.1:${barePort}/`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': UA },
      body: JSON.stringify({ page_path: '/x' }),
    },
  ],
  ['404 GET', { url: `http://127.0.0.1:${apiPort}/api/nothing` }],
  [
    'track bot (no redis)',
    {
      url: `http://127.0.0.1:${apiPort}/api/analytics/track`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'curl/8' },
      body: JSON.stringify({ page_path: '/x' }),
    },
  ],
  [
    'track',
    {
      url: `http://127.0.0.1:${apiPort}/api/analytics/track`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': UA },
      body: JSON.stringify({ page_path: '/x' }),
    },
  ],
] as const) {
  const r = await load({ ...opts, duration: 5 } as never);
  console.log(name.padEnd(24), Math.round(r.rps), 'rps p99', r.p99);
}
await stopProcess(api);
await stopProcess(bare);
await env.cleanup();
