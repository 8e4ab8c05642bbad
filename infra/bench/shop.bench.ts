// `npm run bench:shop`, in two parts on one throwaway database and Redis prefix:
// 1. The product list (`GET /api/shop?active=true`), a product's JSON (`GET /api/shop/product/:id`)
//    and its server-rendered page (`GET /product/:id`), each paired with a bare Koa route run.
//    Targets (2-core VM, 50 connections): ratio ≥ 0.5, p99 < 30 ms, no errors. Printed besides:
//    the page's cold render, its first request after boot and after an admin's edit of the
//    product (which moves the shop's version, so the page cache renders it again).
// 2. 1,000 concurrent IPNs for 100 orders paid through the real checkout against the simulator
//    (in this process), the API and worker as child processes and a mail catcher as the relay:
//    all acknowledged, the time until every order is fulfilled, and each exactly once.
import { MailCatcher } from '../services/mail-catcher.ts';
import { startPesapalSimulator } from '../services/pesapal-simulator.ts';
import {
  createBenchEnv,
  listedProducts,
  paymentsBenchServiceEnv,
  runBench,
  runPairedLoads,
  seedDemo,
  startApiBesideBare,
  startProcess,
  stopProcess,
} from './bench-support.ts';
import { adminToken, asHtml, printColdRenders, timedPage } from './cold-render.ts';
import { runIpnBurst } from './shop-ipn-burst.ts';

const DURATION = 6;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const IPNS_PER_ORDER = 10;
// A browser's User-Agent, so the answers are a visitor's (a read counts no view: the page's beacon
// does), and its Accept-Encoding (the bare route ignores it).
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-encoding': 'br, gzip',
};

const simulator = await startPesapalSimulator();
const mail = new MailCatcher({ keep: ORDERS * 2 });
const { smtpUrl } = await mail.start();
const env = await createBenchEnv();
const serviceEnv = paymentsBenchServiceEnv(env, simulator.apiUrl, { SMTP_URL: smtpUrl });
await runBench(async () => {
  let pass = false;
  seedDemo(serviceEnv);
  const servers = await startApiBesideBare(serviceEnv);
  let worker: ReturnType<typeof startProcess> | undefined;
  try {
    const product = (await listedProducts(servers.base)).find((item) => item.downloadable_files > 0);
    if (!product) throw new Error('no seeded product with files to load');
    const list = (await (await fetch(`${servers.base}/api/shop?active=true`)).json()) as {
      items: { id: string; name: string }[];
    };
    const name = asHtml(list.items.find((item) => item.id === product.id)?.name ?? '');
    const pageUrl = `${servers.base}/product/${product.id}`;
    // The first page request since the API started: the render and its reads from cold.
    const firstMs = await timedPage(pageUrl, name);
    const page = await fetch(pageUrl);
    if (!(await page.text()).includes('og:title')) throw new Error('the product page has no share head');
    const token = await adminToken(servers.base, env.databaseUrl);
    await printColdRenders({
      label: '/product/:id',
      url: pageUrl,
      expected: name,
      firstMs,
      // The admin's "featured" switch: an edit of the product that leaves it on sale.
      change: async () => {
        const answer = await fetch(`${servers.base}/api/shop/${product.id}/toggle-featured`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}` },
        });
        if (!answer.ok) throw new Error(`the bench's product edit answered ${answer.status}`);
      },
    });
    console.log(
      `bench:shop — 50 connections, ${DURATION} s per side and endpoint, in 3 rounds alternating with the bare route`,
    );
    console.log(
      'note: the product JSON counts a view once per visitor per day; the load generator is one visitor (one address, a browser User-Agent), so after its first request this is the repeat-visit path: the cached product, the visitor key this instance already saw counted, and the live count (read again at most once a second)',
    );
    const loadsMet = await runPairedLoads({
      servers,
      paths: ['/api/shop?active=true', `/api/shop/product/${product.id}`, `/product/${product.id}`],
      durationSeconds: DURATION,
      headers: BROWSER,
      ratioTarget: 0.5,
      p99TargetMs: 30,
    });
    worker = startProcess(['worker/main.ts'], serviceEnv);
    const burstMet = await runIpnBurst({
      base: servers.base,
      databaseUrl: env.databaseUrl,
      simulator,
      mail,
      product: { id: product.id, price: product.price, files: product.downloadable_files },
      orders: ORDERS,
      ipnsPerOrder: IPNS_PER_ORDER,
      timeoutMs: 120_000,
    });
    pass = loadsMet && burstMet;
  } finally {
    if (worker) await stopProcess(worker);
    await servers.stop();
  }
  return pass;
}, [() => env.cleanup(), () => simulator.close(), () => mail.stop()]);
