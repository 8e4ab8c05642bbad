// `npm run bench:lighthouse`: Lighthouse (the npm package, Debian's Chromium) in its default
// mobile mode on the seeded site's public pages, served by the real API under NODE_ENV=production
// from the built web app: the home page, a post, a product, a category page, search, and checkout
// with an empty cart and with one item. Prints each page's scores with FCP, LCP, TBT and CLS and
// what Lighthouse would fix first. Targets (issue 19): performance ≥ 95, LCP ≤ 2.0 s,
// TBT ≤ 150 ms, CLS ≤ 0.02; accessibility, best practices and SEO 100.
// BENCH_RUNS=<n> runs each page n times (each figure the median of its n); BENCH_LH_OUT=<dir>
// keeps every report's JSON there; BENCH_PAGES=home,post runs only the pages named (the names
// printed, as many as given); BENCH_LH_BLOCK (lighthouse-run.ts) blocks requests.
// BENCH_LH_CPU=<index> measures as a machine of that Lighthouse `cpu` index would: the CPU
// slowdown becomes 4 × (this machine's index ÷ <index>), so a fast VM can show what the slowest
// machine of its kind reads (issue 30 names 1,300-2,600 for a quiet 2-core VM).
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { cartCookie } from '../../web/src/site/cart/cart-cookie.ts';
import { CART_STORAGE_KEY } from '../../web/src/site/cart/cart-key.ts';
import { WEB_BUILD_ARGS, webDistState } from '../services/web-build.ts';
import {
  benchServiceEnv,
  createBenchEnv,
  fmt,
  freePort,
  runBench,
  runScript,
  seedDemo,
  startApi,
} from './bench-support.ts';
import { measureCpuIndex, type PageFigures, runLighthouse, type Storage } from './lighthouse-run.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const OUT = process.env.BENCH_LH_OUT;
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/** Lighthouse's default mobile CPU slowdown. */
const DEFAULT_SLOWDOWN = 4;
const REFERENCE_CPU = process.env.BENCH_LH_CPU ? Number(process.env.BENCH_LH_CPU) : undefined;
if (REFERENCE_CPU !== undefined && !(REFERENCE_CPU > 0))
  throw new Error(`BENCH_LH_CPU must be a positive Lighthouse cpu index, not ${process.env.BENCH_LH_CPU}`);
const SEARCH_WORD = 'react';
/** Issue 30's targets for each page's median; accessibility, best practices and SEO at 100 besides. */
const TARGET = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.02, mainThreadMs: 1500, others: 100 };
/** Issue 19: the home page's HTML, compressed, at most 60 KB. */
const HOME_HTML_BUDGET = 60 * 1024;

/** `noindex`: the page asks not to be indexed (spec), so SEO's 'is-crawlable' fails by design. */
type Page = { name: string; path: string; storage?: Storage; noindex?: boolean };

const state = await webDistState();
if (state === 'missing' || state === 'stale') {
  console.log(`building the web app (${state === 'missing' ? 'no web/dist yet' : 'sources changed'})`);
  const built = spawnSync(process.execPath, WEB_BUILD_ARGS, {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the web app failed');
}

const env = await createBenchEnv();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The site's own address, so links, images and canonical URLs point where Lighthouse loads them.
const serviceEnv = { ...benchServiceEnv(env), WEB_DIST: path.resolve('web/dist'), PUBLIC_URL: base };

/** The pages measured, with a post, a product, a category and a search that finds things. */
async function pages(): Promise<Page[]> {
  const blog = (await (await fetch(`${base}/api/blog`)).json()) as {
    posts: { slug: string; category: string }[];
  };
  const post = blog.posts[0];
  const shop = (await (await fetch(`${base}/api/shop?active=true`)).json()) as {
    items: Record<string, unknown>[];
  };
  const product = shop.items[0];
  if (!post || !product) throw new Error('the demo content has no post or product');
  const search = (await (await fetch(`${base}/api/search?q=${SEARCH_WORD}`)).json()) as { total: number };
  if (search.total === 0) throw new Error(`searching "${SEARCH_WORD}" finds nothing`);
  const { id, name, price, currency, image, category, description } = product;
  const cart = {
    items: [{ id, name, price, currency, image, category, description, quantity: 1 }],
    totalPrice: price,
    totalItems: 1,
  };
  return [
    { name: 'home', path: '/' },
    { name: 'post', path: `/blog/${post.slug}` },
    { name: 'product', path: `/product/${String(id)}` },
    { name: 'category', path: `/blog/category/${encodeURIComponent(post.category)}` },
    { name: 'search', path: `/search?q=${SEARCH_WORD}`, noindex: true },
    { name: 'checkout (empty)', path: '/checkout', noindex: true },
    {
      name: 'checkout (1 item)',
      path: '/checkout',
      noindex: true,
      // As the site's script leaves them once the product is in the cart (site/cart/cart-paint.ts).
      storage: {
        origin: base,
        items: { [CART_STORAGE_KEY]: JSON.stringify(cart) },
        cookies: [cartCookie([{ id: String(id), quantity: 1 }])],
      },
    },
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each figure the median of its runs; the findings of the run whose performance is nearest the median. */
function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (pick: (figures: PageFigures) => number) => median(runs.map(pick));
  const performance = of((run) => run.performance);
  const distance = (run: PageFigures) => Math.abs(run.performance - performance);
  const middle = [...runs].sort((a, b) => distance(a) - distance(b))[0];
  if (!middle) throw new Error('no Lighthouse run');
  return {
    ...middle,
    performance,
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    mainThreadMs: of((run) => run.mainThreadMs),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

function meetsTargets(page: Page, figures: PageFigures): boolean {
  // A page that asks not to be indexed is judged on SEO's other audits.
  const seoMet =
    figures.seo >= TARGET.others ||
    (page.noindex === true && figures.seoFailing.every((id) => id === 'is-crawlable'));
  return (
    figures.performance >= TARGET.performance &&
    figures.lcpMs <= TARGET.lcpMs &&
    figures.tbtMs <= TARGET.tbtMs &&
    figures.cls <= TARGET.cls &&
    figures.mainThreadMs <= TARGET.mainThreadMs &&
    Math.min(figures.accessibility, figures.bestPractices) >= TARGET.others &&
    seoMet
  );
}

function printTable(results: [Page, PageFigures][]): void {
  const width = Math.max(...results.map(([page]) => page.name.length));
  const row = (cells: string[]) =>
    console.log(cells.map((cell, i) => (i ? cell.padStart(6) : cell.padEnd(width))).join('  '));
  row(['page', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'main s', 'a11y', 'bp', 'seo', 'cpu', 'target']);
  for (const [page, f] of results) {
    row([
      page.name,
      fmt(f.performance),
      fmt(f.fcpMs / 1000, 2),
      fmt(f.lcpMs / 1000, 2),
      fmt(f.tbtMs),
      fmt(f.cls, 3),
      fmt(f.mainThreadMs / 1000, 2),
      fmt(f.accessibility),
      fmt(f.bestPractices),
      fmt(f.seo),
      fmt(f.benchmarkIndex),
      meetsTargets(page, f) ? 'met' : 'NOT met',
    ]);
  }
}

/** A page's bytes on the wire in `encoding` (fetch would decode them): what a browser downloads. */
const wireSize = (url: string, encoding: 'br' | 'gzip') =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });

/** Each page's HTML as sent (brotli, gzip), after Lighthouse's runs: the cached page. */
async function printHtmlSizes(pages: Page[]): Promise<boolean> {
  console.log('\nHTML on the wire (brotli / gzip):');
  let homeFits: boolean | undefined;
  for (const page of pages.filter((one, i) => pages.findIndex((other) => other.path === one.path) === i)) {
    const [br, gzip] = [
      await wireSize(`${base}${page.path}`, 'br'),
      await wireSize(`${base}${page.path}`, 'gzip'),
    ];
    console.log(`  ${page.path}: ${fmt(br / 1024, 1)} KB / ${fmt(gzip / 1024, 1)} KB`);
    if (page.path === '/') homeFits = Math.max(br, gzip) <= HOME_HTML_BUDGET;
    // Kept beside the reports: served as a static file, it shows what the HTML alone costs.
    if (OUT) {
      const name = page.path === '/' ? 'home' : page.path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');
      await writeFile(path.join(OUT, `${name}.html`), await (await fetch(`${base}${page.path}`)).text());
    }
  }
  const verdict = homeFits === undefined ? 'not measured (BENCH_PAGES)' : homeFits ? 'met' : 'NOT met';
  console.log(`home page HTML ≤ ${HOME_HTML_BUDGET / 1024} KB compressed: ${verdict}`);
  return homeFits !== false;
}

/**
 * The CPU slowdown to simulate: Lighthouse's 4x, or with BENCH_LH_CPU, 4x scaled by this
 * machine's measured index over the one named (never below 4x: a slower machine is not sped up).
 */
async function slowdown(): Promise<number> {
  if (REFERENCE_CPU === undefined) return DEFAULT_SLOWDOWN;
  const index = await measureCpuIndex();
  const scaled = Math.max(DEFAULT_SLOWDOWN, (DEFAULT_SLOWDOWN * index) / REFERENCE_CPU);
  console.log(
    `CPU index of this machine ${fmt(index)}; as a machine of ${fmt(REFERENCE_CPU)} at 4x: ${scaled.toFixed(2)}x slowdown`,
  );
  return scaled;
}

function printFindings(results: [Page, PageFigures][]): void {
  for (const [page, f] of results) {
    console.log(`\n${page.name} (${page.path})`);
    console.log(`  LCP element: ${f.lcpElement}`);
    console.log(`  layout shift: ${f.layoutShiftCulprit}`);
    for (const line of [...f.opportunities.slice(0, 6), ...f.failures]) console.log(`  - ${line}`);
  }
}

await runBench(async () => {
  seedDemo(serviceEnv);
  // The worker would make the uploads' image variants and index the seeded content from its
  // events; the two commands do both at once, before anything is measured.
  runScript('infra/scripts/image-variants.ts', serviceEnv, 'making the image variants');
  runScript('infra/scripts/search-reindex.ts', serviceEnv, 'indexing the demo content for search');
  const api = await startApi(serviceEnv, port);
  const results: [Page, PageFigures][] = [];
  let htmlFits = false;
  try {
    const cpuSlowdown = await slowdown();
    console.log(
      `bench:lighthouse — Lighthouse mobile (simulated slow 4G, ${cpuSlowdown.toFixed(1)}x CPU slowdown), ${RUNS} run(s) per page, ${base}`,
    );
    const all = await pages();
    const named = (page: Page, name: string) => page.name === name || page.name.split(' ')[0] === name;
    const unknown = ONLY?.filter((name) => !all.some((page) => named(page, name))) ?? [];
    if (unknown.length > 0)
      throw new Error(
        `BENCH_PAGES: no page named ${unknown.join(', ')} (${all.map((page) => page.name).join(', ')})`,
      );
    const chosen = (page: Page) => !ONLY || ONLY.some((name) => named(page, name));
    for (const page of all.filter(chosen)) {
      const runs: PageFigures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const saveAs = OUT ? path.join(OUT, `${page.name.replace(/\W+/g, '-')}-${run}.json`) : undefined;
        runs.push(await runLighthouse(`${base}${page.path}`, { storage: page.storage, saveAs, cpuSlowdown }));
      }
      results.push([page, medianFigures(runs)]);
    }
    htmlFits = await printHtmlSizes(results.map(([page]) => page));
  } finally {
    await api.stop();
  }
  printTable(results);
  printFindings(results);
  const met = results.filter(([page, figures]) => meetsTargets(page, figures)).length;
  console.log(
    `\nsummary: ${met} of ${results.length} pages meet performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs / 1000} s, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}, main-thread work ≤ ${TARGET.mainThreadMs / 1000} s, accessibility, best practices and SEO ${TARGET.others} (a noindex page: but 'is-crawlable')`,
  );
  return met === results.length && htmlFits;
}, [() => env.cleanup()]);
