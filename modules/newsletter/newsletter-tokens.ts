import { createHash, createHmac } from 'node:crypto';

/**
 * Tokens in newsletter links. Each is an HMAC of a random id (a verification token's uuid, the
 * subscriber's uuid) under the site secret: unguessable without the secret, yet the worker can
 * rebuild it to write an email. Postgres keeps only a SHA-256 of it, found by hash on a click,
 * so a database dump alone opens no link.
 */
export class NewsletterTokens {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  verification(tokenId: string): string {
    return this.#derive(`newsletter-verify:${tokenId}`);
  }

  unsubscribe(subscriberId: string): string {
    return this.#derive(`newsletter-unsubscribe:${subscriberId}`);
  }

  /** What is stored and looked up for a token. */
  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  #derive(purpose: string): string {
    return createHmac('sha256', this.#secret).update(purpose).digest('base64url');
  }
}
