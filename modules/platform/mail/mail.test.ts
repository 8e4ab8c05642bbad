import { describe, expect, it } from 'vitest';
import { listIdHeader, listUnsubscribeHeaders, renderEmail, siteLink } from './email-layout.ts';
import { messageIdOf } from './mailer.ts';
import { checkSmtpAnswer } from './smtp-answer.ts';

describe('renderEmail', () => {
  const email = renderEmail({
    preview: 'Preview <b>',
    heading: 'Hello & welcome',
    paragraphs: ['Hi <script>alert(1)</script>,', 'Second line.'],
    action: { label: 'Confirm', url: 'https://site.example/verify?a=1&b="2"' },
    footer: ['Why you got this.', { link: { label: 'Unsubscribe', url: 'https://site.example/u/t' } }],
  });

  it('escapes every value in the HTML part', () => {
    expect(email.html).toContain('Hello &#38; welcome');
    expect(email.html).toContain('Hi &#60;script&#62;alert(1)&#60;/script&#62;,');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('href="https://site.example/verify?a=1&#38;b=&#34;2&#34;"');
  });

  it('puts every address of the HTML part inside an anchor', () => {
    const withoutAnchors = email.html.replace(/<a href="[^"]*"[^>]*>[^<]*<\/a>/g, '');
    expect(withoutAnchors).not.toMatch(/https?:/);
    expect(email.html).toContain('<a href="https://site.example/u/t" style="color:#2563eb">Unsubscribe</a>');
    const lines = renderEmail({
      preview: 'p',
      heading: 'h',
      paragraphs: [
        { text: 'Lost your links?', link: { label: 'Get them again', url: 'https://s.example/h' } },
      ],
    });
    expect(lines.html).toContain(
      'Lost your links? <a href="https://s.example/h" style="color:#2563eb">Get them again</a>',
    );
    expect(lines.text).toBe('h\n\nLost your links? Get them again: https://s.example/h\n');
  });

  it('writes the same content as plain text', () => {
    expect(email.text).toBe(
      'Hello & welcome\n\nHi <script>alert(1)</script>,\n\nSecond line.\n\n' +
        'Confirm: https://site.example/verify?a=1&b="2"\n\n--\nWhy you got this.\n' +
        'Unsubscribe: https://site.example/u/t\n',
    );
  });
});

describe('links and headers', () => {
  it('joins paths to PUBLIC_URL with or without a trailing slash', () => {
    expect(siteLink('https://site.example/', '/unsubscribe/x')).toBe('https://site.example/unsubscribe/x');
    expect(siteLink('https://site.example', '/unsubscribe/x')).toBe('https://site.example/unsubscribe/x');
  });

  it('builds RFC 8058 one-click headers', () => {
    expect(listUnsubscribeHeaders('https://s.example/unsubscribe/t', 'news@s.example')).toEqual({
      'List-Unsubscribe': '<https://s.example/unsubscribe/t>, <mailto:news@s.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('listIdHeader', () => {
  it('names the newsletter after the site, on the public host', () => {
    expect(listIdHeader('https://wanjiru.example:8443/x', 'Wanjiru "W" Kamau')).toEqual({
      'List-Id': '"Wanjiru W Kamau" <newsletter.wanjiru.example>',
    });
    expect(listIdHeader('http://localhost:3000', '')).toEqual({ 'List-Id': '<newsletter.localhost>' });
    expect(listIdHeader('https://s.example', 'Wanjirũ')).toEqual({
      'List-Id': '=?UTF-8?B?V2Fuamlyxak=?= <newsletter.s.example>',
    });
  });
});

describe('checkSmtpAnswer', () => {
  it('accepts an answer that accepted the recipient', () => {
    const info = { messageId: '<1@x>', accepted: ['A@x.com'], rejected: [], response: '250 OK' };
    expect(checkSmtpAnswer(info, 'a@x.com').messageId).toBe('<1@x>');
  });

  it('refuses a rejected recipient and a malformed answer', () => {
    expect(() =>
      checkSmtpAnswer(
        { messageId: '<1@x>', accepted: [], rejected: ['a@x.com'], response: '550 no' },
        'a@x.com',
      ),
    ).toThrow('SMTP relay refused a@x.com: 550 no');
    expect(() => checkSmtpAnswer({ accepted: ['a@x.com'] }, 'a@x.com')).toThrow(/Unexpected SMTP answer/);
  });
});

describe('messageIdOf', () => {
  it('is the same for a key on every attempt, distinct per key, on the sender domain', () => {
    const id = messageIdOf('post:p:s', 'Site <news@site.example>');
    expect(id).toMatch(/^<[0-9a-f]{32}@site\.example>$/);
    expect(messageIdOf('post:p:s', 'news@site.example')).toBe(id);
    expect(messageIdOf('post:p:t', 'news@site.example')).not.toBe(id);
    expect(messageIdOf('k', 'no address')).toMatch(/@localhost>$/);
  });
});
