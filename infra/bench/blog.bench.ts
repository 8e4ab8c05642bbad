// `npm run bench:blog`: a post's JSON (`GET /api/blog/slug/:slug`) and its server-rendered page
// (`GET /blog/:slug`, rendered by React on the server, needs `npm run build`), each measured against a bare Koa route in
// the same run. Targets (2-core VM, 50 connections): ratio ≥ 0.5, p99 < 30 ms, no errors.
import {
  benchServiceEnv,
  benchWebDist,
  createBenchEnv,
  runBench,
  runPairedLoads,
  seedDemo,
  startApiBesideBare,
} from './bench-support.ts';

const DURATION = 6;

const env = await createBenchEnv();
const serviceEnv = { ...benchServiceEnv(env), WEB_DIST: benchWebDist(), PUBLIC_URL: 'https://bench.example' };
await runBench(async () => {
  let pass = false;
  seedDemo(serviceEnv);
  const servers = await startApiBesideBare(serviceEnv);
  try {
    const posts = (await (await fetch(`${servers.base}/api/blog`)).json()) as { posts: { slug: string }[] };
    const slug = posts.posts[0]?.slug;
    if (!slug) throw new Error('no seeded post to load');
    const page = await fetch(`${servers.base}/blog/${slug}`);
    if (!(await page.text()).includes('og:title')) throw new Error('the post page has no share head');
    console.log(
      `bench:blog — 50 connections, ${DURATION} s per side and endpoint, in 3 rounds alternating with the bare route`,
    );
    pass = await runPairedLoads({
      servers,
      paths: [`/api/blog/slug/${slug}`, `/blog/${slug}`],
      durationSeconds: DURATION,
      // Both sides get a browser's Accept-Encoding: the API sends the post and its page
      // compressed (once per change), the bare route ignores it.
      headers: { 'accept-encoding': 'br, gzip' },
      ratioTarget: 0.5,
      p99TargetMs: 30,
    });
  } finally {
    await servers.stop();
  }
  return pass;
}, [() => env.cleanup()]);
