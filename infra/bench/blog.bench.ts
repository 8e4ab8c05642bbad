// `npm run bench:blog`: a post's JSON (`GET /api/blog/slug/:slug`) and its server-rendered page
// (`GET /blog/:slug`, index.html with the share head), each measured against a bare Koa route in
// the same run. Targets (2-core VM, 50 connections): ratio ≥ 0.5, p99 < 30 ms, no errors.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  benchServiceEnv,
  createBenchEnv,
  runPairedLoads,
  seedDemo,
  startApiBesideBare,
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
let pass = false;
try {
  seedDemo(serviceEnv);
  const servers = await startApiBesideBare(serviceEnv);
  try {
    const posts = (await (await fetch(`${servers.base}/api/blog`)).json()) as { posts: { slug: string }[] };
    const slug = posts.posts[0]?.slug;
    if (!slug) throw new Error('no seeded post to load');
    const page = await fetch(`${servers.base}/blog/${slug}`);
    if (!(await page.text()).includes('og:title')) throw new Error('the post page has no share head');
    console.log(`bench:blog — 50 connections, ${DURATION} s per endpoint, each paired with a bare-route run`);
    pass = await runPairedLoads({
      servers,
      paths: [`/api/blog/slug/${slug}`, `/blog/${slug}`],
      durationSeconds: DURATION,
      ratioTarget: 0.5,
      p99TargetMs: 30,
    });
  } finally {
    await servers.stop();
  }
  console.log(pass ? 'RESULT: targets met' : 'RESULT: targets NOT met');
} finally {
  process.exitCode = pass ? 0 : 1;
  await env.cleanup();
}
