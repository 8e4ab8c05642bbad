// `npm run bench:blog`: a post's JSON (`GET /api/blog/slug/:slug`) and its server-rendered page
// (`GET /blog/:slug`, rendered by React on the server, needs `npm run build`), each measured against a bare Koa route in
// the same run. Targets (2-core VM, 50 connections): ratio ≥ 0.5, p99 < 30 ms, no errors.
// Printed besides: the page's cold render, its first request after boot and after a comment
// (which moves the comments' version, so the page cache renders it again).
import {
  benchServiceEnv,
  benchWebDist,
  createBenchEnv,
  runBench,
  runPairedLoads,
  seedDemo,
  startApiBesideBare,
} from './bench-support.ts';
import { adminToken, asHtml, printColdRenders, timedPage } from './cold-render.ts';

const DURATION = 6;

const env = await createBenchEnv();
const serviceEnv = { ...benchServiceEnv(env), WEB_DIST: benchWebDist(), PUBLIC_URL: 'https://bench.example' };
await runBench(async () => {
  let pass = false;
  seedDemo(serviceEnv);
  const servers = await startApiBesideBare(serviceEnv);
  try {
    const posts = (await (await fetch(`${servers.base}/api/blog`)).json()) as {
      posts: { id: string; slug: string; title: string }[];
    };
    const post = posts.posts[0];
    if (!post) throw new Error('no seeded post to load');
    const { slug } = post;
    const pageUrl = `${servers.base}/blog/${slug}`;
    // The first page request since the API started: the render and its reads from cold.
    const firstMs = await timedPage(pageUrl, asHtml(post.title));
    const page = await fetch(pageUrl);
    if (!(await page.text()).includes('og:title')) throw new Error('the post page has no share head');
    // An admin comments (a visitor's comments are rate limited per address).
    const token = await adminToken(servers.base, env.databaseUrl);
    await printColdRenders({
      label: '/blog/:slug',
      url: pageUrl,
      expected: asHtml(post.title),
      firstMs,
      change: async (round) => {
        const answer = await fetch(`${servers.base}/api/blog/${post.id}/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: 'Bench', content: `Cold render, round ${round + 1}` }),
        });
        if (answer.status !== 201) throw new Error(`the bench comment answered ${answer.status}`);
      },
    });
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
