import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Who every email is from. Without a display name, the mailer names the site (its settings' name). */
export type MailSender = { address: string; name: string | undefined };

/** DKIM signing with nodemailer's `dkim` option (RSA-SHA256, relaxed canonicalisation). */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

const address = z.email();
const hostname =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** `a@b`, `Name <a@b>` or `"Name" <a@b>`; undefined when it is none of them. */
export function parseMailFrom(raw: string): MailSender | undefined {
  const named = /^\s*(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>\s*$/.exec(raw);
  const candidate = (named ? named[3] : raw.trim()) ?? '';
  if (!address.safeParse(candidate).success) return undefined;
  const name = (named?.[1] ?? named?.[2] ?? '').trim();
  return { address: candidate, name: name || undefined };
}

export type MailEnv = {
  MAIL_FROM?: string;
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
  DKIM_PRIVATE_KEY_FILE?: string;
};

/**
 * The sender and DKIM settings, or the problems with them. DKIM needs its domain, selector and
 * key together; the key must be an RSA private key (PEM, inline with `\n` escapes or a file);
 * and the From address must be on the signing domain or under it, or DMARC would not align.
 */
export function mailSettings(
  env: MailEnv,
  publicUrl: string,
): { sender: MailSender; dkim: DkimKey | undefined; problems: string[] } {
  const problems: string[] = [];
  const fallback: MailSender = { address: `no-reply@${new URL(publicUrl).hostname}`, name: undefined };
  const parsed = env.MAIL_FROM === undefined ? fallback : parseMailFrom(env.MAIL_FROM);
  if (!parsed) problems.push('MAIL_FROM: must be an email address or Name <address>');
  const sender = parsed ?? fallback;
  const keySet = env.DKIM_PRIVATE_KEY !== undefined || env.DKIM_PRIVATE_KEY_FILE !== undefined;
  const given = [env.DKIM_DOMAIN !== undefined, env.DKIM_SELECTOR !== undefined, keySet];
  if (given.every((set) => !set)) return { sender, dkim: undefined, problems };
  if (!given.every(Boolean)) {
    problems.push(
      'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) go together: set all three or none',
    );
    return { sender, dkim: undefined, problems };
  }
  const domainName = (env.DKIM_DOMAIN ?? '').toLowerCase();
  const keySelector = env.DKIM_SELECTOR ?? '';
  if (!hostname.test(domainName)) problems.push('DKIM_DOMAIN: must be a domain name such as wanjiru.example');
  if (!/^[a-z0-9]([a-z0-9_-]*)(\.[a-z0-9_-]+)*$/i.test(keySelector))
    problems.push('DKIM_SELECTOR: letters, digits, _, - and dots only (e.g. mail2026)');
  const fromDomain = sender.address.slice(sender.address.lastIndexOf('@') + 1).toLowerCase();
  if (hostname.test(domainName) && fromDomain !== domainName && !fromDomain.endsWith(`.${domainName}`))
    problems.push(`DKIM_DOMAIN: must be the From address's domain (${fromDomain}) or a parent of it`);
  const key = privateKey(env, problems);
  if (problems.length > 0 || !key) return { sender, dkim: undefined, problems };
  return { sender, dkim: { domainName, keySelector, privateKey: key }, problems };
}

function privateKey(env: MailEnv, problems: string[]): string | undefined {
  if (env.DKIM_PRIVATE_KEY !== undefined && env.DKIM_PRIVATE_KEY_FILE !== undefined) {
    problems.push('DKIM_PRIVATE_KEY and DKIM_PRIVATE_KEY_FILE: set one, not both');
    return undefined;
  }
  const name = env.DKIM_PRIVATE_KEY_FILE !== undefined ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY';
  let pem: string;
  try {
    pem =
      env.DKIM_PRIVATE_KEY_FILE !== undefined
        ? readFileSync(env.DKIM_PRIVATE_KEY_FILE, 'utf8')
        : (env.DKIM_PRIVATE_KEY ?? '').replace(/\\n/g, '\n');
  } catch (error) {
    problems.push(`${name}: cannot read ${env.DKIM_PRIVATE_KEY_FILE} (${(error as Error).message})`);
    return undefined;
  }
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') {
      problems.push(`${name}: must be an RSA private key (nodemailer signs with rsa-sha256)`);
      return undefined;
    }
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024) {
      problems.push(`${name}: the RSA key must have at least 1024 bits (2048 recommended)`);
      return undefined;
    }
    return key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    problems.push(`${name}: not a PEM private key`);
    return undefined;
  }
}
