import { createHash, createHmac } from 'node:crypto';

/**
 * Tokens in emailed links (a confirmation, an unsubscribe). Each is an HMAC of a purpose and a
 * random id under the site secret: unguessable without the secret, yet the worker can rebuild it
 * to write an email. Postgres keeps only its SHA-256 (`LinkTokens.hash`), looked up on a click,
 * so a database dump alone opens no link. Rotating the secret invalidates every link sent.
 */
export class LinkTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  /** The token of one link: `purpose` names what it does and for whom (`blog-reply-confirm:<id>`). */
  derive(purpose: string): string {
    return createHmac('sha256', this.#secret).update(purpose).digest('base64url');
  }

  /** What is stored and looked up for a token. */
  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}

/** `Name <a@b>` -> `a@b`: the mailbox a mail client's `mailto:` unsubscribe writes to. */
export const mailboxOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
