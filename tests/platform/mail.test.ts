import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Mailer, messageIdOf } from '../../modules/platform/mail/index.ts';
import { setUpTestApi, testLogger } from '../support/harness.ts';
import { setUpSmtpListener } from '../support/smtp.ts';

type DeliveryRow = { status: string; attempts: number; last_error: string | null; message_id: string | null };

describe('platform mail: idempotent delivery over SMTP', () => {
  const api = setUpTestApi();
  const smtp = setUpSmtpListener();
  let mailer: Mailer;

  beforeAll(async () => {
    mailer = new Mailer({
      em: api.orm.em,
      smtpUrl: smtp.smtpUrl,
      from: { address: 'no-reply@example.com', name: 'Site' },
      log: testLogger('mail'),
    });
  });
  afterAll(async () => {
    mailer.close();
  });
  // Each test sends under keys and to addresses of its own.
  beforeEach(() => {
    smtp.catcher.reject = undefined;
  });

  const row = async (key: string) => {
    const [found] = await api.orm.em
      .fork()
      .execute<DeliveryRow[]>(
        'select status, attempts, last_error, message_id from email_delivery where idempotency_key = ?',
        [key],
      );
    return found;
  };
  const message = (to: string) => ({
    to,
    subject: 'Hello',
    html: '<p>Hi <b>there</b></p>',
    text: 'Hi there',
    headers: { 'X-Test': 'yes' },
  });

  it('sends both parts and the headers once per key, however often it is asked', async () => {
    const key = 'test:once';
    expect(await mailer.deliver(key, message('once@example.com'))).toBe('sent');
    expect(await mailer.deliver(key, message('once@example.com'))).toBe('already_sent');
    const results = await Promise.all([1, 2, 3].map(() => mailer.deliver(key, message('once@example.com'))));
    expect(results).toEqual(['already_sent', 'already_sent', 'already_sent']);
    const received = smtp.mailTo('once@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      subject: 'Hello',
      text: 'Hi there',
      from: '"Site" <no-reply@example.com>',
    });
    expect(received[0]?.html).toContain('<p>Hi <b>there</b></p>');
    expect(received[0]?.headers['x-test']).toBe('yes');
    expect(await row(key)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect((await row(key))?.message_id).toMatch(/^<.+@.+>$/);
  });

  it('concurrent first sends of one key still send once', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => mailer.deliver('test:race', message('race@example.com'))),
    );
    expect(results.filter((result) => result === 'sent')).toHaveLength(1);
    expect(smtp.mailTo('race@example.com')).toHaveLength(1);
  });

  it('records a refused send and throws, then sends on the next try', async () => {
    smtp.catcher.reject = () => 'Mailbox busy, try later';
    await expect(mailer.deliver('test:retry', message('retry@example.com'))).rejects.toThrow(/Mailbox busy/);
    expect(await row('test:retry')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row('test:retry'))?.last_error).toMatch(/451.*Mailbox busy/);
    expect(smtp.mailTo('retry@example.com')).toHaveLength(0);

    smtp.catcher.reject = undefined;
    expect(await mailer.deliver('test:retry', message('retry@example.com'))).toBe('sent');
    expect(await row('test:retry')).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.mailTo('retry@example.com')).toHaveLength(1);
    // Every attempt of a key carries one Message-ID: a copy resent after a crash is the same message.
    const messageId = messageIdOf('test:retry', 'Site <no-reply@example.com>');
    expect(messageId).toMatch(/^<[0-9a-f]{32}@example\.com>$/);
    expect(smtp.mailTo('retry@example.com')[0]?.headers['message-id']).toBe(messageId);
    expect((await row('test:retry'))?.message_id).toBe(messageId);
  });

  it("names the site in From when MAIL_FROM has no name, and keeps MAIL_FROM's own name", async () => {
    const named = (from: { address: string; name: string | undefined }) =>
      new Mailer({
        em: api.orm.em,
        smtpUrl: smtp.smtpUrl,
        from,
        siteName: async () => 'Wanjiru Kamau',
        log: testLogger('mail'),
      });
    const bare = named({ address: 'no-reply@example.com', name: undefined });
    const own = named({ address: 'news@example.com', name: 'Wanjiru W.' });
    await bare.deliver('test:site-name', message('named@example.com'));
    await own.deliver('test:own-name', message('own@example.com'));
    bare.close();
    own.close();
    expect(smtp.mailTo('named@example.com')[0]?.from).toBe('"Wanjiru Kamau" <no-reply@example.com>');
    expect(smtp.mailTo('own@example.com')[0]?.from).toBe('"Wanjiru W." <news@example.com>');
  });

  it('signs with DKIM when a key, selector and domain are configured', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signing = new Mailer({
      em: api.orm.em,
      smtpUrl: smtp.smtpUrl,
      from: { address: 'no-reply@example.com', name: 'Site' },
      dkim: {
        domainName: 'example.com',
        keySelector: 'mail2026',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
      log: testLogger('mail'),
    });
    await signing.deliver('test:dkim', message('dkim@example.com'));
    await mailer.deliver('test:unsigned', message('unsigned@example.com'));
    signing.close();
    const signature = smtp.mailTo('dkim@example.com')[0]?.headers['dkim-signature'] ?? '';
    const tags = Object.fromEntries(
      signature.split(';').map((tag) => tag.trim().split('=', 2) as [string, string]),
    );
    expect(tags).toMatchObject({
      v: '1',
      a: 'rsa-sha256',
      c: 'relaxed/relaxed',
      d: 'example.com',
      s: 'mail2026',
    });
    expect(tags.h?.split(':')).toContain('from');
    expect(tags.b?.length).toBeGreaterThan(300);
    expect(smtp.mailTo('unsigned@example.com')[0]?.headers['dkim-signature']).toBeUndefined();
  });

  it('fails clearly without a relay', async () => {
    const unset = new Mailer({
      em: api.orm.em,
      smtpUrl: undefined,
      from: { address: 'x@example.com', name: undefined },
      log: testLogger('mail'),
    });
    await expect(unset.deliver('test:unset', message('a@example.com'))).rejects.toThrow(
      'SMTP_URL is not set',
    );
    expect(await row('test:unset')).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
