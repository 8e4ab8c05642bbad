// `npm run bench:blog`: a post's JSON (`GET /api/blog/slug/:slug`) and its server-rendered page
// (`GET /blog/:slug`, index.html with the share head), each measured against a bare Koa route in
// the same run. Targets (2-core VM, 50 connections): ratio ≥ 0.5, p99 < 30 ms, no errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  benchServiceEnv,
  createBenchEnv,
  fmt,
  freePort,
  type LoadResult,
  load,
  startProcess,
  stopProcess,
  waitForHttp,
} from './bench-support.ts';

const DURATION = 5;

/** The built app's index.html when there is one, else a stand-in of the same shape. */
function webDist(): string {
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

const env = await createBenchEnv();
const serviceEnv = { ...benchServiceEnv(env), WEB_DIST: webDist(), PUBLIC_URL: 'https://bench.example' };
const seeded = spawnSync(process.execPath, ['infra/scripts/seed.ts'], {
  env: { ...process.env, ...serviceEnv },
  stdio: 'inherit',
});
if (seeded.status !== 0) throw new Error('seeding the demo content failed');

const barePort = await freePort();
const apiPort = await freePort();
const bare = startProcess(['infra/bench/bare-koa.ts'], { PORT: String(barePort) });
const api = startProcess(['modules/main.ts'], { ...serviceEnv, PORT: String(apiPort), HOST: '127.0.0.1' });
let pass = true;
try {
  await waitForHttp(`http://127.0.0.1:${barePort}/`);
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`);
  const base = `http://127.0.0.1:${apiPort}`;
  const posts = (await (await fetch(`${base}/api/blog`)).json()) as { posts: { slug: string }[] };
  const slug = posts.posts[0]?.slug;
  if (!slug) throw new Error('no seeded post to load');
  const page = await fetch(`${base}/blog/${slug}`);
  if (!(await page.text()).includes('og:title')) throw new Error('the post page has no share head');

  const targets = [`/api/blog/slug/${slug}`, `/blog/${slug}`];
  console.log(`bench:blog — 50 connections, ${DURATION} s per endpoint, each paired with a bare-route run`);
  const row = (name: string, r: LoadResult, ratio: number) =>
    `${name.padEnd(44)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50, 1).padStart(5)} ms   p99 ${fmt(r.p99, 1).padStart(5)} ms   errors ${r.errors + r.non2xx}   ratio ${fmt(ratio, 2)}`;
  await load({ url: `http://127.0.0.1:${barePort}/`, duration: 2 });
  for (const target of targets) await load({ url: `${base}${target}`, duration: 2 });
  for (const target of targets) {
    const bareRun = await load({ url: `http://127.0.0.1:${barePort}/`, duration: DURATION });
    const run = await load({ url: `${base}${target}`, duration: DURATION });
    const ratio = run.rps / bareRun.rps;
    const ok = ratio >= 0.5 && run.p99 < 30 && run.errors + run.non2xx === 0;
    pass &&= ok;
    console.log(
      `${row(target, run, ratio)}   (bare ${fmt(bareRun.rps)} req/s)${ok ? '' : '   BELOW TARGET'}`,
    );
  }
  console.log(pass ? 'RESULT: targets met' : 'RESULT: targets NOT met');
  process.exitCode = pass ? 0 : 1;
} finally {
  await Promise.all([stopProcess(bare), stopProcess(api)]);
  await env.cleanup();
}
