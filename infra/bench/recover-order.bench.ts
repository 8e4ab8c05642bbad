// `node infra/bench/recover-order.bench.ts`: does the time of an order-help answer tell who has
// orders? The real API and worker (child processes) on a throwaway database and Redis prefix, the
// Pesapal simulator in this process; a buyer with pending payments and an address nobody used ask
// `POST /api/pesapal/recover-order` in turns (BENCH_REQUESTS each, default 200, after a warm-up),
// one at a time. Prints the median and p95 of each and their difference; the target is a
// median difference under 2 ms (the p95 is printed too, but on a busy machine it is noise).
import { startPesapalSimulator } from '../services/pesapal-simulator.ts';
import {
  createBenchEnv,
  fmt,
  type ListedProduct,
  listedProducts,
  paymentsBenchServiceEnv,
  runBench,
  seedDemo,
  startApiBesideBare,
  startProcess,
  stopProcess,
} from './bench-support.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const PENDING_ORDERS = 5;
const BUYER = 'pending-buyer@bench.example';
const STRANGER = 'nobody-here@bench.example';

async function placePendingOrder(base: string, product: ListedProduct, n: number): Promise<void> {
  const response = await fetch(`${base}/api/pesapal/submit-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: `ORD-${Date.now()}${n}`,
      currency: 'KES',
      amount: product.price,
      description: 'Digital downloads',
      items: [{ id: product.id, quantity: 1 }],
      customer: { email: BUYER, first_name: 'Bench', last_name: 'Buyer', phone: '0712345678' },
    }),
  });
  if (response.status !== 200)
    throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
}

async function timed(base: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/pesapal/recover-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A code nobody has: the buyer's pending payments are the ones that would be re-asked.
    body: JSON.stringify({ email, reference: 'QX7BENCH42' }),
  });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`recover-order answered ${response.status}`);
  return elapsed;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

const simulator = await startPesapalSimulator();
const env = await createBenchEnv();
const serviceEnv = paymentsBenchServiceEnv(env, simulator.apiUrl);
await runBench(async () => {
  let pass = false;
  seedDemo(serviceEnv);
  const servers = await startApiBesideBare(serviceEnv);
  const worker = startProcess(['worker/main.ts'], serviceEnv);
  try {
    const product = (await listedProducts(servers.base)).find((item) => item.price > 0);
    if (!product) throw new Error('no seeded product to buy');
    for (let n = 0; n < PENDING_ORDERS; n += 1) await placePendingOrder(servers.base, product, n);
    for (let n = 0; n < WARM_UP; n += 1) {
      await timed(servers.base, BUYER);
      await timed(servers.base, STRANGER);
    }
    const buyer: number[] = [];
    const stranger: number[] = [];
    for (let n = 0; n < REQUESTS; n += 1) {
      // Alternating, first one then the other, so drift on a busy machine hits both alike.
      if (n % 2 === 0) {
        buyer.push(await timed(servers.base, BUYER));
        stranger.push(await timed(servers.base, STRANGER));
      } else {
        stranger.push(await timed(servers.base, STRANGER));
        buyer.push(await timed(servers.base, BUYER));
      }
    }
    const a = summary(buyer);
    const b = summary(stranger);
    console.log(`bench:recover-order — ${REQUESTS} requests each, one at a time`);
    console.log(
      `  email with ${PENDING_ORDERS} pending payments: median ${fmt(a.median, 2)} ms, p95 ${fmt(a.p95, 2)} ms`,
    );
    console.log(
      `  unknown email:                     median ${fmt(b.median, 2)} ms, p95 ${fmt(b.p95, 2)} ms`,
    );
    const medianGap = Math.abs(a.median - b.median);
    const p95Gap = Math.abs(a.p95 - b.p95);
    console.log(`  difference: median ${fmt(medianGap, 2)} ms, p95 ${fmt(p95Gap, 2)} ms`);
    pass = medianGap < 2;
  } finally {
    await stopProcess(worker);
    await servers.stop();
  }
  return pass;
}, [() => env.cleanup(), () => simulator.close()]);
