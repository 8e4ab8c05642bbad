import { LinkTokens } from '../platform/mail/index.ts';

/**
 * Tokens in newsletter links, on the platform's `LinkTokens` (an HMAC of a purpose and a random
 * id under the site secret; only its SHA-256 is stored): a verification token's uuid, the
 * subscriber's uuid.
 */
export class NewsletterTokens {
  readonly #tokens: LinkTokens;

  constructor(secret: string) {
    this.#tokens = new LinkTokens(secret);
  }

  verification(tokenId: string): string {
    return this.#tokens.derive(`newsletter-verify:${tokenId}`);
  }

  unsubscribe(subscriberId: string): string {
    return this.#tokens.derive(`newsletter-unsubscribe:${subscriberId}`);
  }

  /** What is stored and looked up for a token. */
  static hash(token: string): string {
    return LinkTokens.hash(token);
  }
}
