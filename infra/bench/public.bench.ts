// `npm run bench:public`: load on the home page's public endpoints and on search, each measured
// against a bare Koa route in the same run. Targets (2-core VM, 50 connections): every list
// endpoint at least 0.5 of the bare route's requests/s with p99 under 30 ms and no errors;
// search p95 under 25 ms over an index of 50,000 generated documents.
import { spawnSync } from 'node:child_process';
import {
  benchServiceEnv,
  createBenchEnv,
  freePort,
  type LoadResult,
  load,
  startProcess,
  stopProcess,
  waitForHttp,
} from './bench-support.ts';
import { generateSearchDocuments } from './search-corpus.ts';

/** Each public list's throughput against the bare route in the same run (issue 8: ≥ 0.5). */
const LIST_RATIO_TARGET = 0.5;
const DURATION = 5;
const SEARCH_DOCUMENTS = 50_000;
const ENDPOINTS = [
  '/api/skills?status=active',
  '/api/projects',
  '/api/projects/categories',
  '/api/promotions/active',
  '/api/social-links/active',
];
/** `npm run bench:public -- search` (or `lists`) runs one half. */
const ONLY = process.argv[2];
if (ONLY !== undefined && ONLY !== 'lists' && ONLY !== 'search')
  throw new Error('usage: bench:public [lists|search]');
const SEARCHES = ['javascript', 'nairobi homes', 'react', 'typscript', 'proj', 'free course', 'design sys'];

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Exact percentiles from individual timings: `concurrency` callers, `count` queries in all. */
async function timeSearches(baseUrl: string, count: number, concurrency: number) {
  const timings: number[] = [];
  const byQuery = new Map<string, number[]>();
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const q = SEARCHES[next++ % SEARCHES.length] ?? '';
        const started = performance.now();
        const res = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(q)}`);
        await res.arrayBuffer();
        const ms = performance.now() - started;
        timings.push(ms);
        byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
        if (!res.ok) errors++;
      }
    }),
  );
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))] ?? 0;
  const perQuery = [...byQuery].map(([q, list]) => {
    list.sort((a, b) => a - b);
    return `${q} ${fmt(list[Math.floor(list.length / 2)] ?? 0, 1)} ms`;
  });
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), errors, perQuery };
}

const env = await createBenchEnv();
const serviceEnv = benchServiceEnv(env);
const seeded = spawnSync(process.execPath, ['infra/scripts/seed.ts'], {
  env: { ...process.env, ...serviceEnv },
  stdio: 'inherit',
});
if (seeded.status !== 0) throw new Error('seeding the demo content failed');
if (ONLY !== 'lists') await generateSearchDocuments(env.databaseUrl, SEARCH_DOCUMENTS);

const barePort = await freePort();
const apiPort = await freePort();
const bare = startProcess(['infra/bench/bare-koa.ts'], { PORT: String(barePort) });
const api = startProcess(['modules/main.ts'], { ...serviceEnv, PORT: String(apiPort), HOST: '127.0.0.1' });
let pass = true;
try {
  await waitForHttp(`http://127.0.0.1:${barePort}/`);
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);
  const base = `http://127.0.0.1:${apiPort}`;
  console.log(`bench:public — 50 connections, ${DURATION} s per endpoint, each paired with a bare-route run`);
  const row = (name: string, r: LoadResult, ratio?: number) =>
    `${name.padEnd(28)} ${fmt(r.rps).padStart(8)} req/s   p99 ${fmt(r.p99, 1).padStart(5)} ms   errors ${r.errors + r.non2xx}${
      ratio === undefined ? '' : `   ratio ${fmt(ratio, 2)}`
    }`;
  // Warm every path (and the bare route) first, so the first endpoint measured is not the one
  // that pays for the JIT and for Postgres settling after the 50,000-document insert.
  const lists = ONLY === 'search' ? [] : ENDPOINTS;
  // Both sides get a browser's Accept-Encoding: the API answers its lists compressed (brotli, kept
  // beside the cached answer), the bare route ignores it.
  const headers = { 'accept-encoding': 'br, gzip' };
  const bare = `http://127.0.0.1:${barePort}/`;
  if (lists.length) await load({ url: bare, headers, duration: 2 });
  for (const path of lists) await load({ url: `${base}${path}`, headers, duration: 2 });
  for (const path of lists) {
    const bareRun = await load({ url: bare, headers, duration: DURATION });
    const run = await load({ url: `${base}${path}`, headers, duration: DURATION });
    const ratio = run.rps / bareRun.rps;
    const ok = ratio >= LIST_RATIO_TARGET && run.p99 < 30 && run.errors + run.non2xx === 0;
    pass &&= ok;
    console.log(`${row(path, run, ratio)}   (bare ${fmt(bareRun.rps)} req/s)${ok ? '' : '   BELOW TARGET'}`);
  }
  if (ONLY !== 'lists') {
    await timeSearches(base, 200, 4);
    const search = await timeSearches(base, 3_000, 8);
    const searchOk = search.p95 < 25 && search.errors === 0;
    pass &&= searchOk;
    console.log(
      `search over ${fmt(SEARCH_DOCUMENTS)} documents, 3,000 queries at 8 concurrent: p50 ${fmt(search.p50, 1)} ms   p95 ${fmt(search.p95, 1)} ms   p99 ${fmt(search.p99, 1)} ms   errors ${search.errors}${searchOk ? '' : '   BELOW TARGET'}`,
    );
    console.log(`  median per query: ${search.perQuery.join(', ')}`);
  }
  console.log(pass ? 'RESULT: targets met' : 'RESULT: targets NOT met');
  process.exitCode = pass ? 0 : 1;
} finally {
  await Promise.all([stopProcess(bare), stopProcess(api)]);
  await env.cleanup();
}
