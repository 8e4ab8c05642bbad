import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIMULATOR_CONSUMER_KEY, SIMULATOR_CONSUMER_SECRET } from '../services/pesapal-simulator.ts';
import { createThrowawayEnv, type ThrowawayEnv } from '../services/throwaway.ts';
import { type LoadOptions, type LoadResult, load } from './wrk.ts';

export { type LoadOptions, type LoadResult, load } from './wrk.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type BenchEnv = ThrowawayEnv;

/** A throwaway, migrated database and Redis prefix for one benchmark run. */
export function createBenchEnv(): Promise<BenchEnv> {
  return createThrowawayEnv('bench', ADMIN_URL, REDIS_URL);
}

/**
 * The environment the API and worker run with in a bench: production mode (so the figures are
 * production's) on the throwaway database and prefix, quiet logs, a throwaway signing secret.
 */
export function benchServiceEnv(env: BenchEnv): Record<string, string> {
  return {
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: env.redisPrefix,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    UPLOADS_DIR: `/tmp/${env.redisPrefix}-uploads`,
  };
}

/**
 * The service environment of a bench that buys through the Pesapal simulator at `simulatorApiUrl`:
 * `benchServiceEnv`, a web build, the simulator's keys, no checkout limit (one client address
 * places every order: the limit is not what is measured), and the poll held off (it would complete
 * orders behind the bench's back: only what the bench does moves them).
 */
export function paymentsBenchServiceEnv(
  env: BenchEnv,
  simulatorApiUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...benchServiceEnv(env),
    WEB_DIST: benchWebDist(),
    PUBLIC_URL: 'https://bench.example',
    PESAPAL_ENV: 'simulator',
    PESAPAL_BASE_URL: simulatorApiUrl,
    PESAPAL_CONSUMER_KEY: SIMULATOR_CONSUMER_KEY,
    PESAPAL_CONSUMER_SECRET: SIMULATOR_CONSUMER_SECRET,
    PAYMENTS_RATE_LIMIT_POINTS: '100000',
    PAYMENTS_POLL_EVERY_MS: '3600000',
    ...extra,
  };
}

export type ListedProduct = { id: string; price: number; downloadable_files: number };

/** The active products as the shop lists them to visitors. */
export async function listedProducts(base: string): Promise<ListedProduct[]> {
  const list = (await (await fetch(`${base}/api/shop?active=true`)).json()) as { items: ListedProduct[] };
  return list.items;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

export async function waitForHttp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Several runs as one: requests/s over their total, the worst p99, errors summed. */
export function combine(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    rps: sum((r) => r.rps) / Math.max(1, results.length),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    ok: sum((r) => r.ok),
    total: sum((r) => r.total),
  };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Runs one of the repository's scripts to its end with the bench's service environment. */
export function runScript(script: string, serviceEnv: Record<string, string>, what: string): void {
  const ran = spawnSync(process.execPath, [script], {
    env: { ...process.env, ...serviceEnv },
    stdio: 'inherit',
  });
  if (ran.status !== 0) throw new Error(`${what} failed`);
}

/** Seeds the demo content (and blog) into the bench database, as `npm run seed` does. */
export function seedDemo(serviceEnv: Record<string, string>): void {
  runScript('infra/scripts/seed.ts', serviceEnv, 'seeding the demo content');
}

export type RunningApi = { base: string; stop(): Promise<void> };

/** The real API (`modules/main.ts`) on `port` (a free one by default), answering its health check. */
export async function startApi(serviceEnv: Record<string, string>, port?: number): Promise<RunningApi> {
  const apiPort = port ?? (await freePort());
  // BENCH_CPU_PROF=<dir> writes the API's CPU profile there when it stops (`node --cpu-prof`).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const api = startProcess([...profile, 'modules/main.ts'], {
    ...serviceEnv,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
  });
  const stop = () => stopProcess(api);
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${apiPort}`, stop };
}

export type ApiBesideBare = RunningApi & { bareUrl: string };

/** The real API and the bare Koa route on free ports, both answering. */
export async function startApiBesideBare(serviceEnv: Record<string, string>): Promise<ApiBesideBare> {
  const barePort = await freePort();
  const bare = startProcess(['infra/bench/bare-koa.ts'], { PORT: String(barePort) });
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  let api: RunningApi | undefined;
  try {
    await waitForHttp(bareUrl);
    api = await startApi(serviceEnv);
  } catch (error) {
    await stopProcess(bare);
    throw error;
  }
  const { base, stop } = api;
  return { base, bareUrl, stop: async () => void (await Promise.all([stopProcess(bare), stop()])) };
}

export type PairedRunOptions = {
  servers: ApiBesideBare;
  paths: string[];
  durationSeconds: number;
  /** Sent to both sides (a browser's Accept-Encoding, say). */
  headers?: Record<string, string>;
  /** Each path's requests/s against the bare route's in the same pair. */
  ratioTarget: number;
  p99TargetMs: number;
};

/**
 * A measured load after an unmeasured second of the same load. On this VM a process that sat idle
 * answers its first second at about half speed (5,500 then 13,000 req/s for the same JSON a few
 * seconds apart), and in alternating rounds each side has just sat idle while the other ran.
 */
async function warmLoad(options: LoadOptions): Promise<LoadResult> {
  await load({ ...options, duration: 1 });
  return load(options);
}

/** Alternating rounds per path: a slow minute on a shared VM then lands on both sides alike. */
const PAIRED_ROUNDS = 3;

/**
 * Warms every path, then loads each one in alternating rounds with the bare route (bare, API,
 * bare, API...; `durationSeconds` per side, split across the rounds) and prints a row per
 * path: requests/s over all its rounds against the bare route's, the worst round's p99. True
 * when every path met its targets with no errors.
 */
export async function runPairedLoads(options: PairedRunOptions): Promise<boolean> {
  const { servers, paths, durationSeconds, headers, ratioTarget, p99TargetMs } = options;
  const width = Math.max(28, ...paths.map((path) => path.length));
  const slice = Math.max(1, Math.round(durationSeconds / PAIRED_ROUNDS));
  await load({ url: servers.bareUrl, headers, duration: 2 });
  for (const path of paths) await load({ url: `${servers.base}${path}`, headers, duration: 2 });
  let pass = true;
  for (const path of paths) {
    const bareRuns: LoadResult[] = [];
    const runs: LoadResult[] = [];
    for (let round = 0; round < PAIRED_ROUNDS; round++) {
      bareRuns.push(await warmLoad({ url: servers.bareUrl, headers, duration: slice }));
      runs.push(await warmLoad({ url: `${servers.base}${path}`, headers, duration: slice }));
    }
    const bareRun = combine(bareRuns);
    const run = combine(runs);
    const ratio = run.rps / bareRun.rps;
    const ok = ratio >= ratioTarget && run.p99 < p99TargetMs && run.errors + run.non2xx === 0;
    pass &&= ok;
    console.log(
      `${path.padEnd(width)} ${fmt(run.rps).padStart(8)} req/s   p50 ${fmt(run.p50, 1).padStart(5)} ms   p99 ${fmt(run.p99, 1).padStart(5)} ms   errors ${run.errors + run.non2xx}   ratio ${fmt(ratio, 2)}   (bare ${fmt(bareRun.rps)} req/s)${ok ? '' : '   BELOW TARGET'}`,
    );
  }
  return pass;
}

/** The built app (rendered on the server) when there is one, else a stand-in index.html of the same shape. */
export function benchWebDist(): string {
  // The build with its server render beside it (web/dist-server): pages are rendered as in production.
  if (existsSync('web/dist/index.html') && existsSync('web/dist-server/entry-server.js')) return 'web/dist';
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  let html =
    '<!doctype html><html><head><meta charset="utf-8"><title>Site</title></head><body><div id="root"></div></body></html>';
  try {
    html = readFileSync('web/dist/index.html', 'utf8');
  } catch {
    // not built: the stand-in does
  }
  writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

/**
 * Runs a bench: `body` measures and answers whether its targets were met; then the RESULT line,
 * and whatever happened, the exit code (0 only when met) and the clean-ups, in order.
 */
export async function runBench(
  body: () => Promise<boolean>,
  cleanups: (() => Promise<unknown>)[],
): Promise<void> {
  let pass = false;
  try {
    pass = await body();
    console.log(pass ? 'RESULT: targets met' : 'RESULT: targets NOT met');
  } finally {
    process.exitCode = pass ? 0 : 1;
    for (const cleanup of cleanups) await cleanup();
  }
}
