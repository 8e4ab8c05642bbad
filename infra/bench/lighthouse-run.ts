// Lighthouse for `npm run bench:lighthouse`: one run of one page in a fresh headless Chromium
// (its own profile, so no run inherits another's HTTP cache or the site's persisted query
// cache), Lighthouse's default mobile settings (simulated slow 4G, 4x CPU slowdown unless the
// caller scales it), the four categories; and the figures the bench prints, taken from the report.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * BENCH_LH_BLOCK=<patterns>, comma-separated (e.g. `*.js`): requests Lighthouse blocks. With every
 * script blocked, a run measures what the HTML and CSS alone cost this machine (its TBT floor).
 */
const BLOCKED = process.env.BENCH_LH_BLOCK?.split(',').filter(Boolean) ?? [];

/**
 * localStorage entries the site finds when the page loads (a cart, say), and cookies as the site's
 * script wrote them with it (`document.cookie` texts: the cart's, which the checkout renders from).
 */
export type Storage = { origin: string; items: Record<string, string>; cookies?: string[] };

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** "Minimize main-thread work": the main thread's busy time during the load, ms. */
  mainThreadMs: number;
  /** Lighthouse's measure of this machine's CPU speed at the time (lower: slower or busier). */
  benchmarkIndex: number;
  /** Performance audits below passing, biggest estimated saving first: "title (value)". */
  opportunities: string[];
  /** Failing audits of the other three categories. */
  failures: string[];
  /** The ids of the failing scored SEO audits ('is-crawlable' on a page that asks not to be indexed). */
  seoFailing: string[];
  lcpElement: string;
  layoutShiftCulprit: string;
};

/** Attempts per run: on a busy machine Lighthouse now and then loses its trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url` (tried again, in a new browser, when Lighthouse reports a failure of
 * its own); `storage` is put in place first; the report's JSON is written to `saveAs`;
 * `cpuSlowdown` is Lighthouse's simulated CPU slowdown (4 by default).
 */
export async function runLighthouse(
  url: string,
  options: { storage?: Storage; saveAs?: string; cpuSlowdown: number },
): Promise<PageFigures> {
  const { storage, saveAs, cpuSlowdown } = options;
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseReport(url, cpuSlowdown, storage);
    if (lhr.runtimeError && attempt < ATTEMPTS) {
      console.log(`  ${url}: ${lhr.runtimeError.code}, running it again`);
      continue;
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (saveAs) {
      await mkdir(path.dirname(saveAs), { recursive: true });
      await writeFile(saveAs, JSON.stringify(lhr, null, 1));
    }
    return reportFigures(lhr);
  }
}

async function lighthouseReport(url: string, cpuSlowdown: number, storage?: Storage): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (storage) await putInStorage(chrome.port, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: BLOCKED,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

type Send = (method: string, params?: object) => Promise<unknown>;

/**
 * Drives the browser's first tab through the DevTools protocol (Node's own WebSocket, no
 * Puppeteer): `work` gets a command sender and a way to await one event.
 */
async function inFirstTab<T>(
  port: number,
  work: (send: Send, next: (event: string) => Promise<void>) => Promise<T>,
): Promise<T> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const tab = targets.find((target) => target.type === 'page');
  if (!tab) throw new Error('Chromium has no tab to prepare');
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  const events = new Map<string, () => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    if (typeof message.id === 'number') waiting.get(message.id)?.(message);
    else events.get(message.method)?.();
  };
  const send: Send = (method, params = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (message) =>
        message.error ? reject(new Error(JSON.stringify(message.error))) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  const next = (event: string) => new Promise<void>((resolve) => events.set(event, resolve));
  try {
    return await work(send, next);
  } finally {
    socket.close();
  }
}

/**
 * Writes localStorage: the browser's first tab opens a 404 of the site, which runs none of its
 * script but shares its origin, and sets the items there. Lighthouse's storage reset leaves
 * localStorage alone.
 */
async function putInStorage(port: number, storage: Storage): Promise<void> {
  await inFirstTab(port, async (send, next) => {
    await send('Page.enable');
    const loaded = next('Page.loadEventFired');
    await send('Page.navigate', { url: `${storage.origin}/assets/lighthouse-bench-storage` });
    await loaded;
    const script = [
      ...Object.entries(storage.items).map(
        ([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`,
      ),
      ...(storage.cookies ?? []).map((cookie) => `document.cookie = ${JSON.stringify(cookie)};`),
    ].join('');
    const answer = (await send('Runtime.evaluate', { expression: `${script}location.origin` })) as {
      result?: { value?: unknown };
      exceptionDetails?: unknown;
    };
    if (answer.exceptionDetails || answer.result?.value !== storage.origin)
      throw new Error(`could not set localStorage for ${storage.origin}: ${JSON.stringify(answer)}`);
    await send('Page.navigate', { url: 'about:blank' });
  });
}

/**
 * This machine's CPU index as Lighthouse measures it (its `cpu` column: the page function it runs
 * in every report), the median of `times` readings in a fresh headless Chromium.
 */
export async function measureCpuIndex(times = 5): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const readings = await inFirstTab(chrome.port, async (send) => {
      const found: number[] = [];
      for (let i = 0; i < times; i++) {
        const answer = (await send('Runtime.evaluate', {
          expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`,
          returnByValue: true,
        })) as { result?: { value?: unknown } };
        if (typeof answer.result?.value !== 'number') throw new Error('no CPU index from Chromium');
        found.push(answer.result.value);
      }
      return found;
    });
    readings.sort((a, b) => a - b);
    return readings[Math.floor(readings.length / 2)] ?? 0;
  } finally {
    chrome.kill();
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
type Audit = Result['audits'][string];

/** Estimated saving of an audit, for ordering: LCP, FCP and TBT milliseconds, layout shift. */
function saving(audit: Audit): number {
  const savings = audit.metricSavings ?? {};
  return (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) + (savings.CLS ?? 0) * 10_000;
}

/** An audit's title, its value, and the first resources it names (paths only). */
function finding(audit: Audit): string {
  // Most audits list items; some (the network dependency tree) hold an object there.
  const listed = (audit.details as { items?: unknown } | undefined)?.items;
  const items: { url?: unknown }[] = Array.isArray(listed) ? listed : [];
  const urls = items
    .flatMap((item) => (typeof item.url === 'string' ? [URL.parse(item.url)?.pathname ?? item.url] : []))
    .slice(0, 2);
  const value = audit.displayValue ? ` (${audit.displayValue})` : '';
  return `${audit.title}${value}${urls.length ? `: ${urls.join(', ')}` : ''}`;
}

/** The first page element a report detail names, as its HTML snippet. */
function firstElement(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const node = details as { type?: unknown; snippet?: unknown };
  if (node.type === 'node' && typeof node.snippet === 'string') return node.snippet;
  for (const value of Object.values(details)) {
    const found = firstElement(value);
    if (found) return found;
  }
  return undefined;
}

export function reportFigures(lhr: Result): PageFigures {
  const performanceRefs = lhr.categories.performance?.auditRefs ?? [];
  const opportunities = performanceRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 0.9 ? [audit] : [];
    })
    .sort((a, b) => saving(b) - saving(a))
    .map(finding);
  const failures = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      return [`${id}: ${finding(audit)}${ref.weight ? '' : ' (not scored)'}`];
    }),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    opportunities,
    failures,
    seoFailing: (lhr.categories.seo?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [ref.id] : [];
    }),
    lcpElement: firstElement(lhr.audits['lcp-breakdown-insight']?.details) ?? 'not reported',
    layoutShiftCulprit: firstElement(lhr.audits['cls-culprits-insight']?.details) ?? 'none',
  };
}
