import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as MESSAGES, NewsletterTokens } from '../../modules/newsletter/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { setUpRunning, setUpTestApi, startTestWorker } from '../support/harness.ts';
import {
  expireToken,
  newAddress,
  subscribe,
  subscriberRow,
  unsubscribeTokenOf,
  verificationTokenOf,
} from '../support/newsletter.ts';
import { expectRefusal } from '../support/refusals.ts';
import { setUpSmtpListener } from '../support/smtp.ts';

const SUBSCRIBED = {
  success: true,
  message: 'Thank you for subscribing! Please check your email to confirm your subscription.',
};

describe('newsletter subscriptions: double opt-in and one-click unsubscribe', () => {
  const smtp = setUpSmtpListener();
  const overrides = () => ({ SMTP_URL: smtp.smtpUrl, SUBSCRIBE_RATE_LIMIT_POINTS: '100000' });
  const api = setUpTestApi(overrides);
  setUpRunning((asked) => startTestWorker({ overrides: asked }), overrides);

  /** Subscribes and returns the verification email that arrives for it. */
  async function requestLink(email: string, name?: string) {
    const before = smtp.mailTo(email.toLowerCase()).length;
    const answer = await subscribe(api, email, name);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(SUBSCRIBED);
    await smtp.waitForMail(() => smtp.mailTo(email.toLowerCase()).length > before);
    const mail = smtp.mailTo(email.toLowerCase()).at(-1);
    if (!mail) throw new Error('no mail');
    return mail;
  }

  it('sends a verification email with a working link and RFC 8058 unsubscribe headers', async () => {
    const email = newAddress();
    const mail = await requestLink(email, 'Amina');
    const owner = await withEntityManagerScope(
      api.orm,
      async () => (await api.modules.content.settings.get()).owner_name,
    );
    expect(mail.subject).toBe(`Confirm your subscription to ${owner}`);
    expect(mail.text).toContain('Hi Amina,');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_-]+>, <mailto:no-reply@localhost\?subject=unsubscribe>$/,
    );
    expect(await subscriberRow(api, email)).toMatchObject({
      is_active: true,
      is_verified: false,
      name: 'Amina',
    });

    const token = verificationTokenOf(mail);
    const verified = await api.request(`/api/subscriptions/verify/${token}`);
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ success: true, message: MESSAGES.verified });
    expect(verified.json.message).toBe('Email verified successfully! Welcome to our newsletter.');
    expect(await subscriberRow(api, email)).toMatchObject({ is_active: true, is_verified: true });

    const again = await api.request(`/api/subscriptions/verify/${token}`);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ success: false, code: 'token_used', error: MESSAGES.usedToken });
  });

  it('answers new, pending, active and unsubscribed addresses identically', async () => {
    const email = newAddress();
    const first = await requestLink(email);
    // Pending: a fresh link arrives.
    const second = await requestLink(email.toUpperCase());
    expect(verificationTokenOf(second)).not.toBe(verificationTokenOf(first));
    await api.request(`/api/subscriptions/verify/${verificationTokenOf(second)}`);

    // Active: the same answer, and nothing new is sent.
    const sent = smtp.mailTo(email.toLowerCase()).length;
    const active = await subscribe(api, email);
    expect(active.status).toBe(200);
    expect(active.json).toEqual(SUBSCRIBED);
    const subscriber = await subscriberRow(api, email);
    const outbox = await api.orm.em.fork().execute<{ count: number }[]>(
      `select count(*)::int as count from outbox_event
         where name = 'newsletter.subscription_requested' and payload->>'subscriberId' = ?`,
      [subscriber?.id],
    );
    expect(outbox[0]?.count).toBe(2);
    expect(smtp.mailTo(email.toLowerCase())).toHaveLength(sent);

    // Unsubscribed: pending again with a new link.
    const left = await api.request(`/api/subscriptions/unsubscribe/${unsubscribeTokenOf(first)}`, {
      method: 'POST',
    });
    expect(left.json).toEqual({ success: true, message: 'You have been unsubscribed' });
    const back = await requestLink(email);
    expect(await subscriberRow(api, email)).toMatchObject({ is_active: true, is_verified: false });
    await api.request(`/api/subscriptions/verify/${verificationTokenOf(back)}`);
    expect(await subscriberRow(api, email)).toMatchObject({ is_active: true, is_verified: true });
  });

  it('refuses a bad address with a 400 and its reason', async () => {
    const answer = await subscribe(api, 'not-an-email', 'X');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, error: 'Please enter a valid email address' });
    const missing = await api.request('/api/subscriptions/subscribe', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Email is required');
  });

  it('says clearly when a link expired or is unknown', async () => {
    const email = newAddress();
    const token = verificationTokenOf(await requestLink(email));
    const [lifetime] = await api.orm.em.fork().execute<{ seconds: number }[]>(
      `select round(extract(epoch from expires_at - created_at))::int as seconds
         from newsletter_verification_token where token_hash = ?`,
      [NewsletterTokens.hash(token)],
    );
    expect(lifetime?.seconds).toBe(48 * 3600);
    await expireToken(api, token);
    const expired = await api.request(`/api/subscriptions/verify/${token}`);
    expectRefusal(
      expired,
      410,
      'token_expired',
      'This verification link has expired. Please subscribe again to receive a new one.',
    );
    expect(await subscriberRow(api, email)).toMatchObject({ is_verified: false });

    for (const unknown of ['A'.repeat(43), 'short', '..%2F..']) {
      const answer = await api.request(`/api/subscriptions/verify/${unknown}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ success: false, error: 'Invalid verification link' });
    }
  });

  it('unsubscribes on the one-click POST, never on GET, and re-subscribing works', async () => {
    const email = newAddress();
    const mail = await requestLink(email);
    await api.request(`/api/subscriptions/verify/${verificationTokenOf(mail)}`);
    const token = unsubscribeTokenOf(mail);

    const look = await api.request(`/unsubscribe/${token}`);
    expect(look.headers.get('content-type') ?? '').not.toContain('application/json');
    expect(await subscriberRow(api, email)).toMatchObject({ is_active: true });

    // What a mail client sends (RFC 8058): a form body to the URL from the header.
    const oneClick = await api.request(`/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.json).toEqual({ success: true, message: 'You have been unsubscribed' });
    expect(await subscriberRow(api, email)).toMatchObject({ is_active: false });

    const twice = await api.request(`/api/subscriptions/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(twice.json).toEqual({ success: true, message: 'You have been unsubscribed' });

    const unknown = await api.request(`/api/subscriptions/unsubscribe/${'B'.repeat(43)}`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, error: 'Invalid unsubscribe link' });

    const back = await requestLink(email);
    await api.request(`/api/subscriptions/verify/${verificationTokenOf(back)}`);
    expect(await subscriberRow(api, email)).toMatchObject({ is_active: true, is_verified: true });
    // The unsubscribe link is per subscriber and long-lived: the old one still works.
    expect(unsubscribeTokenOf(back)).toBe(token);
  });

  it('a link sent before unsubscribing no longer subscribes', async () => {
    const email = newAddress();
    const mail = await requestLink(email);
    await api.request(`/api/subscriptions/unsubscribe/${unsubscribeTokenOf(mail)}`, { method: 'POST' });
    const answer = await api.request(`/api/subscriptions/verify/${verificationTokenOf(mail)}`);
    expect(answer.status).toBe(404);
    expect(await subscriberRow(api, email)).toMatchObject({ is_active: false, is_verified: false });
  });
});
