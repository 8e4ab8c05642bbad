import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from './mail-catcher.ts';

describe('mail catcher', () => {
  const catcher = new MailCatcher({ webPort: 0 });
  let webUrl = '';
  let smtpUrl = '';

  beforeAll(async () => {
    const started = await catcher.start();
    webUrl = started.webUrl ?? '';
    smtpUrl = started.smtpUrl;
    const transport = nodemailer.createTransport({ url: started.smtpUrl });
    await transport.sendMail({
      from: 'Site <site@example.com>',
      to: 'reader@example.com',
      subject: 'Hi <script>',
      html: '<p>Hello <b>reader</b></p>',
      text: 'Hello reader',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    transport.close();
  });
  afterAll(() => catcher.stop());

  it('keeps the parsed message: envelope, parts and headers', async () => {
    const mail = await catcher.waitForMail((message) => message.envelopeTo.includes('reader@example.com'));
    expect(mail).toMatchObject({
      id: 1,
      from: '"Site" <site@example.com>',
      to: 'reader@example.com',
      subject: 'Hi <script>',
      html: '<p>Hello <b>reader</b></p>',
      text: 'Hello reader',
    });
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('serves the list, one message (escaped) and JSON', async () => {
    const json = await fetch(`${webUrl}/messages`);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(((await json.json()) as { subject: string }[]).map((mail) => mail.subject)).toEqual([
      'Hi <script>',
    ]);
    const list = await (await fetch(`${webUrl}/`)).text();
    expect(list).toContain('<a href="/messages/1">Hi &#60;script&#62;</a>');
    const page = await (await fetch(`${webUrl}/messages/1`)).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('<pre>Hello reader</pre>');
    expect(page).toContain('sandbox srcdoc="&#60;p&#62;Hello');
    expect((await fetch(`${webUrl}/messages/99`)).status).toBe(404);
  });

  it('refuses with a temporary error while a reject rule says so', async () => {
    catcher.reject = () => 'Try later';
    const sender = nodemailer.createTransport({ url: smtpUrl });
    await expect(
      sender.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/451 Try later/);
    sender.close();
    catcher.reject = undefined;
    expect(catcher.messages).toHaveLength(1);
  });
});
