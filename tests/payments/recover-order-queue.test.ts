// "I paid but got nothing" off the HTTP path: the answer records the request and queues a job,
// the same work whoever asks (no lookup, no Pesapal call), so its timing tells nothing; the job
// does the work, is safe to run twice, and a request whose job Redis lost is queued again.
import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { createQueueConnection, type JobDefinition } from '../../modules/platform/queues/index.ts';
import { testLogger } from '../support/harness.ts';
import { checkoutBody, setUpPaymentsStack } from '../support/payments.ts';

const MESSAGE =
  'If we find a paid order for these details, we will email its receipt and download links to you shortly.';

// No worker: the test runs the jobs itself, so it sees exactly what the HTTP path did. The tests
// read every recovery request and the sweep counts them all: each test has a world of its own.
const { stack, notes } = setUpPaymentsStack({ worker: false, world: 'test' });
let queue: { queue: Queue; close(): Promise<void> } | undefined;
afterEach(async () => {
  await queue?.close();
  queue = undefined;
});

/** The payments queue as Redis holds it, read beside the API (which only adds to it). */
function paymentsQueue(): Queue {
  if (!queue) {
    const connection = createQueueConnection(stack.api.config.redisUrl);
    const opened = new Queue('payments', { connection, prefix: stack.api.config.redisPrefix });
    queue = {
      queue: opened,
      async close() {
        await opened.close();
        connection.disconnect();
      },
    };
  }
  return queue.queue;
}

async function pendingOrder() {
  const body = checkoutBody([{ id: notes.id, quantity: 1 }], 250.5);
  const answer = await stack.request('/api/pesapal/submit-order', { method: 'POST', json: body });
  expect(answer.status, answer.text).toBe(200);
  return { email: body.customer.email, trackingId: String(answer.json.order_tracking_id) };
}

const statusCalls = (trackingId: string) =>
  stack.simulator.control
    .calls()
    .filter((call) => call.path.toLowerCase().endsWith('/gettransactionstatus'))
    .filter((call) => Object.values(call.query).includes(trackingId)).length;

const recover = (json: unknown) => stack.request('/api/pesapal/recover-order', { method: 'POST', json });

const requests = () =>
  stack.api.orm.em
    .fork()
    .execute<{ id: string; email: string; reference: string }[]>(
      'select id, email, reference from payment_recovery_request order by requested_at',
    );

const recoverOrderJob = (): JobDefinition => {
  const jobs: JobDefinition[] = stack.api.modules.payments.jobs;
  const job = jobs.find((candidate) => candidate.name === 'recover-order');
  if (!job) throw new Error('no recover-order job');
  return job;
};
// The worker runs every job in its own entity-manager scope (worker/runtime.ts); so does this.
const runJob = (requestId: string) =>
  withEntityManagerScope(stack.api.orm, () =>
    recoverOrderJob().handle({ requestId }, { log: testLogger('job'), attempt: 1, jobId: undefined }),
  );

describe('POST /api/pesapal/recover-order, the HTTP path', () => {
  it('records and queues, for a buyer with pending payments and a stranger alike, asking Pesapal nothing', async () => {
    const { email, trackingId } = await pendingOrder();
    const callsBefore = statusCalls(trackingId);
    const buyer = await recover({ email: email.toUpperCase(), reference: 'QWERTY1234' });
    const stranger = await recover({ email: 'nobody@example.test', reference: 'QWERTY1234' });
    for (const answer of [buyer, stranger]) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, message: MESSAGE });
    }
    expect(statusCalls(trackingId)).toBe(callsBefore);
    const rows = await requests();
    expect(rows.map(({ email, reference }) => ({ email, reference }))).toEqual([
      { email, reference: 'QWERTY1234' },
      { email: 'nobody@example.test', reference: 'QWERTY1234' },
    ]);
    const jobs = await Promise.all(
      rows.map((row) => paymentsQueue().getJob(`recover-order__${row.id}__first`)),
    );
    expect(jobs.map((job) => [job?.name, job?.data])).toEqual(
      rows.map((row) => ['recover-order', { requestId: row.id }]),
    );
  });
});

describe('the recover-order job', () => {
  it("re-asks the buyer's pending payments, then finds the request gone when run again", async () => {
    const { email, trackingId } = await pendingOrder();
    await recover({ email, reference: 'QWERTY1234' });
    const [row] = await requests();
    if (!row) throw new Error('no request recorded');
    const callsBefore = statusCalls(trackingId);
    expect(await runJob(row.id)).toEqual({ outcome: 'recovered' });
    expect(statusCalls(trackingId)).toBe(callsBefore + 1);
    expect(await requests()).toEqual([]);
    expect(await runJob(row.id)).toEqual({ outcome: 'gone' });
    expect(statusCalls(trackingId)).toBe(callsBefore + 1);
  });

  it('a request whose job Redis lost is queued again by the sweep, and dropped after a day', async () => {
    await recover({ email: 'lost@example.test', reference: 'QWERTY1234' });
    const [row] = await requests();
    if (!row) throw new Error('no request recorded');
    // Redis loses its data: the queued job is gone, the request row is not.
    await (await paymentsQueue().getJob(`recover-order__${row.id}__first`))?.remove();
    expect(await paymentsQueue().getJob(`recover-order__${row.id}__first`)).toBeUndefined();
    const { recovery } = stack.api.modules.payments;
    expect(await recovery.sweep(new Date())).toEqual({ requeued: 0, dropped: 0 });
    const later = new Date(Date.now() + 3 * 60_000);
    expect(await recovery.sweep(later)).toEqual({ requeued: 1, dropped: 0 });
    const tag = `sweep-${Math.floor(later.getTime() / 120_000)}`;
    const job = await paymentsQueue().getJob(`recover-order__${row.id}__${tag}`);
    expect([job?.name, job?.data]).toEqual(['recover-order', { requestId: row.id }]);
    // The same period again adds nothing; a day later the request is given up.
    expect(await recovery.sweep(later)).toEqual({ requeued: 1, dropped: 0 });
    const waiting = await paymentsQueue().getJobs(['waiting']);
    expect(waiting.filter((queued) => queued.data.requestId === row.id).map((queued) => queued.id)).toEqual([
      `recover-order__${row.id}__${tag}`,
    ]);
    expect(await recovery.sweep(new Date(Date.now() + 25 * 3_600_000))).toEqual({ requeued: 0, dropped: 1 });
    expect(await requests()).toEqual([]);
  });
});

describe('the resend-receipt job', () => {
  const resendJob = (): JobDefinition => {
    const jobs: JobDefinition[] = stack.api.modules.shop.jobs;
    const job = jobs.find((candidate) => candidate.name === 'resend-receipt');
    if (!job) throw new Error('no resend-receipt job');
    return job;
  };
  const runResend = (data: { orderId: string; trackingId: string; key: string }) =>
    withEntityManagerScope(stack.api.orm, () =>
      resendJob().handle(data, { log: testLogger('job'), attempt: 1, jobId: undefined }),
    );

  it('waits for a paid order whose fulfilment has not run yet (it throws, so BullMQ tries again), never dropping the resend', async () => {
    const { trackingId } = await pendingOrder();
    const [order] = await stack.api.orm.em
      .fork()
      .execute<{ id: string }[]>(
        'select order_id as id from payment_transaction where order_tracking_id = ?',
        [trackingId],
      );
    if (!order) throw new Error('no order');
    const data = { orderId: order.id, trackingId, key: `receipt-resend:${order.id}:test` };
    // Order help queues the resend once the payment is completed; the shop's fulfilment handler
    // may not have marked the order completed yet.
    await expect(runResend(data)).rejects.toThrow(`order ${order.id} is paid but not fulfilled yet`);
  });
});
