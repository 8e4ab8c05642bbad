import { beforeEach, describe, expect, it } from 'vitest';
import { subscriptionRequested } from '../../modules/newsletter/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { EVENT_HANDLERS_QUEUE, handlerJobId } from '../../modules/platform/events/index.ts';
import { eventually, setUpTestApi, startTestWorker } from '../support/harness.ts';
import { newAddress, subscribe, subscriberRow } from '../support/newsletter.ts';
import { setUpSmtpListener } from '../support/smtp.ts';

const HANDLER = 'newsletter.send_verification_email';
type Delivery = { idempotency_key: string; status: string; attempts: number; last_error: string | null };

describe('verification email delivery', () => {
  const smtp = setUpSmtpListener();
  const api = setUpTestApi(() => ({ SMTP_URL: smtp.smtpUrl, SUBSCRIBE_RATE_LIMIT_POINTS: '100000' }));
  beforeEach(async () => {
    smtp.catcher.reject = undefined;
  });

  const requestedEvent = async (subscriberId: string) => {
    const [row] = await api.orm.em
      .fork()
      .execute<{ id: string; payload: Record<string, unknown>; occurred_at: Date }[]>(
        `select id, payload, occurred_at from outbox_event
         where name = ? and payload->>'subscriberId' = ? order by occurred_at desc limit 1`,
        [subscriptionRequested.name, subscriberId],
      );
    if (!row) throw new Error('no event');
    return row;
  };
  const deliveries = (subscriberId: string) =>
    api.orm.em
      .fork()
      .execute<Delivery[]>(
        'select idempotency_key, status, attempts, last_error from email_delivery where idempotency_key like ?',
        [`newsletter-verify:${subscriberId}:%`],
      );

  it('runs twice and sends once, under the key newsletter-verify:<subscriberId>:<tokenId>', async () => {
    const email = newAddress();
    await subscribe(api, email);
    const subscriber = await subscriberRow(api, email);
    const row = await requestedEvent(subscriber?.id ?? '');
    const handler = api.modules.newsletter.handlers.find((candidate) => candidate.name === HANDLER);
    if (!handler) throw new Error('handler missing');
    const event = {
      id: row.id,
      name: subscriptionRequested.name,
      occurredAt: new Date(row.occurred_at).toISOString(),
      payload: subscriptionRequested.schema.parse(row.payload),
    };
    // As the worker runs every job: in its own ORM context.
    await withEntityManagerScope(api.orm, () => handler.handle(event));
    await withEntityManagerScope(api.orm, () => handler.handle(event));
    expect(smtp.mailTo(email.toLowerCase())).toHaveLength(1);
    // From names the site (settings' name); the newsletter's List-Id; links are anchors.
    const [mail] = smtp.mailTo(email.toLowerCase());
    const siteName = ((await api.request('/api/settings')).json.settings as { owner_name: string })
      .owner_name;
    expect(mail?.from).toBe(`"${siteName}" <no-reply@localhost>`);
    expect(mail?.headers['list-id']).toBe(`"${siteName}'s newsletter" <newsletter.localhost>`);
    expect(mail?.html).toMatch(
      /<a href="http:\/\/localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]{43}" style="color:#2563eb">Unsubscribe<\/a>/,
    );
    expect(mail?.text).toMatch(/\nUnsubscribe: http:\/\/localhost:\d+\/unsubscribe\/[A-Za-z0-9_-]{43}\n/);
    expect(await deliveries(subscriber?.id ?? '')).toEqual([
      {
        idempotency_key: `newsletter-verify:${subscriber?.id}:${row.payload.tokenId}`,
        status: 'sent',
        attempts: 1,
        last_error: null,
      },
    ]);
  });

  it('a refused send is recorded, retried by its job with backoff, and then sent', async () => {
    let refusing = true;
    smtp.catcher.reject = () => (refusing ? 'Greylisted, try again later' : undefined);
    const worker = await startTestWorker({ overrides: { SMTP_URL: smtp.smtpUrl } });
    try {
      const email = newAddress();
      await subscribe(api, email);
      const subscriber = await subscriberRow(api, email);
      const id = subscriber?.id ?? '';
      const failed = await eventually(async () => {
        const [delivery] = await deliveries(id);
        return delivery?.status === 'failed' ? delivery : undefined;
      });
      expect(failed.last_error).toMatch(/451.*Greylisted/);
      const event = await requestedEvent(id);
      const job = await worker.queues.get(EVENT_HANDLERS_QUEUE.name).getJob(handlerJobId(event.id, HANDLER));
      expect(job?.opts.attempts).toBe(8);
      expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 1_000 });

      refusing = false;
      await smtp.waitForMail((mail) => mail.envelopeTo.includes(email.toLowerCase()));
      const [sent] = await eventually(async () => {
        const rows = await deliveries(id);
        return rows[0]?.status === 'sent' ? rows : undefined;
      });
      expect(sent?.attempts).toBeGreaterThanOrEqual(2);
      expect(sent?.last_error).toBeNull();
      expect(smtp.mailTo(email.toLowerCase())).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
