import pg from 'pg';
import { Redis } from '../../modules/platform/queues/index.ts';
import {
  benchServiceEnv,
  combine,
  createBenchEnv,
  fmt,
  freePort,
  type LoadResult,
  load,
  startApi,
  startProcess,
  stopProcess,
  waitForHttp,
} from './bench-support.ts';

/**
 * `npm run bench:track`: POST /api/analytics/track on the real API (with the worker
 * counting behind it) against a bare Koa route, same load, same machine, one run.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const env = await createBenchEnv();
const barePort = await freePort();
const apiPort = await freePort();
const serviceEnv = benchServiceEnv(env);
const bare = startProcess(['infra/bench/bare-koa.ts'], { PORT: String(barePort) });
const worker = startProcess(['worker/main.ts'], serviceEnv);
// Answering its health check once started (and writing its CPU profile under BENCH_CPU_PROF).
const api = await startApi(serviceEnv, apiPort);

try {
  await waitForHttp(`http://127.0.0.1:${barePort}/`);
  const common = { connections: CONNECTIONS, duration: DURATION };
  console.log(
    `bench:track — ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s, API log level warn`,
  );

  // Like for like: the very same request, to a route that ignores it and to the real one.
  const request = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'user-agent': UA },
    body: JSON.stringify({ page_path: '/blog/bench' }),
  };
  const bareRequest = { ...request, url: `http://127.0.0.1:${barePort}/` };
  const trackRequest = { ...request, url: `http://127.0.0.1:${apiPort}/api/analytics/track` };
  // Same warm-up for both, so the JIT has seen each hot path before timing.
  await load({ ...common, ...bareRequest, duration: 2 });
  await load({ ...common, ...trackRequest, duration: 2 });
  // A shared 2-core VM drifts; alternating short rounds keeps the comparison fair.
  const rounds: { bare: LoadResult; track: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bareRound = await load({ ...common, ...bareRequest });
    const trackRound = await load({ ...common, ...trackRequest });
    rounds.push({ bare: bareRound, track: trackRound });
    console.log(
      `  round ${round + 1}: bare ${fmt(bareRound.rps)} req/s, track ${fmt(trackRound.rps)} req/s, ratio ${fmt(trackRound.rps / bareRound.rps, 2)}`,
    );
  }
  const baseline = combine(rounds.map((r) => r.bare));
  const track = combine(rounds.map((r) => r.track));
  const ratios = rounds.map((r) => r.track.rps / r.bare.rps).sort((x, y) => x - y);
  const ratio = ratios[Math.floor(ratios.length / 2)] ?? 0;

  // wrk counts answers it received before the clock stopped; the server also
  // accepted the requests still in flight then. Redis knows how many views it took in.
  const redis = new Redis(env.redisUrl);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const accepted = Number((await redis.get(`${env.redisPrefix}:analytics:views:accepted`)) ?? 0);
  // The same visitor reports the same page over and over: after its first view each minute,
  // the server acknowledges the rest as repeats without queueing them.
  const repeats = Number((await redis.get(`${env.redisPrefix}:analytics:views:repeats`)) ?? 0);
  redis.disconnect();

  const db = new pg.Client({ connectionString: env.databaseUrl });
  await db.connect();
  const started = Date.now();
  let counted = 0;
  while (Date.now() - started < 120_000) {
    const { rows } = await db.query<{ views: string | null }>(
      'select sum(views) as views from page_view_daily',
    );
    counted = Number(rows[0]?.views ?? 0);
    if (counted >= accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const drainMs = Date.now() - started;
  await db.end();

  const row = (name: string, r: LoadResult) =>
    `${name.padEnd(28)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50, 1).padStart(6)} ms   p99 ${fmt(r.p99, 1).padStart(6)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`;
  console.log(row('bare Koa route', baseline));
  console.log(row('POST /api/analytics/track', track));
  console.log(`throughput ratio track / bare (median of ${ROUNDS} rounds): ${fmt(ratio, 2)} (target ≥ 0.50)`);
  console.log(
    `answered 2xx: ${fmt(track.ok)}   queued by the server (with warm-up): ${fmt(accepted)} + repeats within the minute ${fmt(repeats)}   counted by the worker: ${fmt(counted)}   drained ${fmt(drainMs)} ms after the load`,
  );
  const pass =
    ratio >= 0.5 &&
    track.errors === 0 &&
    track.non2xx === 0 &&
    counted === accepted &&
    accepted + repeats >= track.ok;
  console.log(pass ? 'RESULT: target met' : 'RESULT: target NOT met');
  process.exitCode = pass ? 0 : 1;
} finally {
  await Promise.all([stopProcess(bare), api.stop(), stopProcess(worker)]);
  await env.cleanup();
}
