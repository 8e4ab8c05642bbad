import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderRawMail } from './mail-composer.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const message = {
  to: 'reader@example.com',
  subject: 'Rents in 2026',
  html: '<p>Hello  reader</p>\n\n',
  text: 'Hello   reader \n\n\n',
  headers: { 'List-Id': '"Wanjiru\'s newsletter" <newsletter.wanjiru.example>' },
};

/** Header fields of a raw message, unfolded, in order: [name, value]. */
function headerFields(raw: string): Array<[string, string]> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return head
    .split(/\r\n(?![ \t])/)
    .map((field) => [field.slice(0, field.indexOf(':')), field.slice(field.indexOf(':') + 1)]);
}

// RFC 6376 §3.4.2 and §3.4.4: relaxed canonicalisation of a header field and of the body.
const relaxedHeader = (name: string, value: string) =>
  `${name.toLowerCase().trim()}:${value
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()}`;
const relaxedBody = (body: string) =>
  `${body
    .split('\r\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''))
    .join('\r\n')
    .replace(/(\r\n)*$/, '')}\r\n`;

/** Verifies a relaxed/relaxed rsa-sha256 DKIM signature against the public key. */
function verifyDkim(raw: string, key: string): Record<string, string> {
  const fields = headerFields(raw);
  const [, signature = ''] = fields.find(([name]) => name.toLowerCase() === 'dkim-signature') ?? [];
  const tags = Object.fromEntries(
    signature.split(';').map((tag) => {
      const at = tag.indexOf('=');
      return [tag.slice(0, at).trim(), tag.slice(at + 1).replace(/\s+/g, '')];
    }),
  );
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  expect(createHash('sha256').update(relaxedBody(body)).digest('base64')).toBe(tags.bh);
  const signed = (tags.h ?? '').split(':').map((name) => {
    const field = fields.findLast(([candidate]) => candidate.toLowerCase() === name);
    return field ? `${relaxedHeader(...field)}\r\n` : '';
  });
  const unsigned = relaxedHeader('dkim-signature', signature.replace(/b=[^;]*$/, 'b='));
  const valid = verify(
    'sha256',
    Buffer.from(signed.join('') + unsigned),
    createPublicKey(key),
    Buffer.from(tags.b ?? '', 'base64'),
  );
  expect(valid).toBe(true);
  return tags;
}

describe('renderRawMail', () => {
  const composition = {
    from: { address: 'news@wanjiru.example', name: undefined },
    siteName: async () => 'Wanjiru Kamau',
  };

  it('names the site in From and keeps our quoted List-Id as written', async () => {
    const raw = (await renderRawMail(composition, message)).toString('utf8');
    expect(raw).toMatch(/(^|\r\n)From: Wanjiru Kamau <news@wanjiru\.example>\r\n/);
    expect(raw).toMatch(/(^|\r\n)List-ID: "Wanjiru's newsletter" <newsletter\.wanjiru\.example>\r\n/);
    expect(raw).not.toContain('DKIM-Signature');
  });

  it('signs with DKIM, and the signature verifies with the public key', async () => {
    const dkim = {
      domainName: 'wanjiru.example',
      keySelector: 'mail2026',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    const raw = (await renderRawMail({ ...composition, dkim }, message)).toString('utf8');
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const tags = verifyDkim(raw, pem);
    expect(tags).toMatchObject({
      a: 'rsa-sha256',
      c: 'relaxed/relaxed',
      d: 'wanjiru.example',
      s: 'mail2026',
    });
    expect(tags.h?.split(':')).toEqual(expect.arrayContaining(['from', 'subject', 'to', 'list-id']));
    // A changed subject no longer verifies.
    expect(() => verifyDkim(raw.replace('Subject: Rents in 2026', 'Subject: Rents in 2027'), pem)).toThrow();
  });
});
