// A worker killed with SIGKILL while Pesapal holds its RefundRequest: the next worker finds the
// refund `sending`, asks again, and Pesapal's one-refund rule refuses the copy, which the worker
// reads as "the first got through". Pesapal holds exactly one refund; the buyer gets one email.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '../../infra/services/pesapal-simulator/refunds.ts';
import { SIMULATOR_CONSUMER_KEY, SIMULATOR_CONSUMER_SECRET } from '../../infra/services/pesapal-simulator.ts';
import { childEnv, eventually, startTestWorker, testConfig } from '../support/harness.ts';
import { checkoutBody, choose, fulfilled, setUpPaymentsStack, transactionRow } from '../support/payments.ts';

const { stack, guide } = setUpPaymentsStack({ worker: false });
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** What the stack's own worker would be given, for a worker in a process of its own. */
function workerEnv(): Record<string, string> {
  return {
    PUBLIC_URL: stack.baseUrl,
    PESAPAL_ENV: 'simulator',
    PESAPAL_BASE_URL: stack.simulator.apiUrl,
    PESAPAL_CONSUMER_KEY: SIMULATOR_CONSUMER_KEY,
    PESAPAL_CONSUMER_SECRET: SIMULATOR_CONSUMER_SECRET,
    SMTP_URL: stack.smtp.smtpUrl,
    MAIL_OWNER: 'owner@example.test',
    PAYMENTS_POLL_EVERY_MS: '3600000',
  };
}

describe('a worker killed while Pesapal holds its RefundRequest', () => {
  it('refunds exactly once', { timeout: 300_000 }, async () => {
    const env = workerEnv();
    child = spawn(process.execPath, ['worker/main.ts'], {
      env: { ...childEnv(testConfig(env)), JWT_SECRET: 'integration-tests-secret-0123456789abcdef', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const email = 'crash-refund@example.test';
    const answer = await stack.request('/api/pesapal/submit-order', {
      method: 'POST',
      json: checkoutBody([{ id: guide.id, quantity: 1 }], 1500, {
        customer: { ...checkoutBody([], 0).customer, email },
      }),
    });
    const trackingId = String(answer.json.order_tracking_id);
    await choose(stack, trackingId, 'card');
    await stack.simulator.control.idle();
    await fulfilled(stack, trackingId);
    const row = await transactionRow(stack, trackingId);
    if (!row) throw new Error('no transaction');

    // Pesapal records the refund, then keeps the worker waiting for its answer.
    stack.simulator.control.setSwitches({ refundDelayMs: 120_000 });
    const asked = await stack.asAdmin(`/api/pesapal/transactions/${row.id}/refund`, {
      method: 'POST',
      json: { reason: 'Killed mid-call' },
    });
    expect(asked.status).toBe(202);
    const simOrder = stack.simulator.control.state.orders.get(trackingId);
    await eventually(async () => simOrder?.refund, 60_000, 'Pesapal to receive the refund');
    const firstAt = simOrder?.refund?.at;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    stack.simulator.control.setSwitches({ refundDelayMs: 0 });

    const second = await startTestWorker({ overrides: env });
    try {
      const status = await eventually(
        async () => {
          const [refund] = await stack.api.orm.em
            .fork()
            .execute<{ status: string; attempts: number; message: string }[]>(
              'select status, attempts, message from payment_refund where transaction_id = ?',
              [row.id],
            );
          return refund?.status === 'accepted' ? refund : undefined;
        },
        180_000,
        'the next worker to finish the refund',
      );
      expect(status).toEqual({ status: 'accepted', attempts: 2, message: REFUND_MESSAGES.once });
      await stack.smtp.waitForMail(
        (mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith('Refund'),
      );
    } finally {
      await second.stop();
    }
    // One refund at Pesapal, the first; the second request was refused as a copy.
    expect(simOrder?.refund?.at).toBe(firstAt);
    const calls = stack.simulator.control
      .calls()
      .filter((call) => /refundrequest/i.test(call.path))
      .map((call) => (call.body as { confirmation_code: string }).confirmation_code);
    expect(calls).toEqual([row.confirmation_code, row.confirmation_code]);
    const view = (await stack.asAdmin(`/api/pesapal/transaction/${trackingId}`)).json.transaction as {
      payment_status: string;
      timeline: { summary: string }[];
    };
    expect(view.payment_status).toBe('REFUNDED');
    expect(view.timeline.filter((entry) => entry.summary.startsWith('Pesapal received the refund'))).toEqual([
      expect.objectContaining({
        summary: `Pesapal received the refund of KES 1,500.00: "${REFUND_MESSAGES.once}" (the first request got through)`,
      }),
    ]);
    expect(stack.smtp.mailTo(email).filter((mail) => mail.subject.startsWith('Refund'))).toHaveLength(1);
  });
});
