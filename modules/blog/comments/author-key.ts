import { createHmac, timingSafeEqual } from 'node:crypto';

/** The identifier the admin screen sends; only an admin token may use it. */
export const ADMIN_IDENTIFIER = 'admin';

/** The client behind a vote: its address and its browser. */
export type VoterClient = { ip: string; userAgent: string };

/**
 * Keyed hashes of the browser's visitor id. The id itself is never stored, so a database leak
 * cannot be replayed to act as a commenter, and nobody can compute another visitor's hash.
 */
export class AuthorKey {
  readonly #key: Buffer;
  readonly #visitorKey: Buffer;
  readonly #addressKey: Buffer;

  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('blog.comment-author.v1').digest();
    this.#visitorKey = createHmac('sha256', secret).update('blog.comment-visitor.v1').digest();
    this.#addressKey = createHmac('sha256', secret).update('blog.comment-address.v1').digest();
  }

  /**
   * A keyed hash of one visitor, the client address and browser (User-Agent), whatever
   * identifier it sends: votes count once per visitor. Address and browser are never stored.
   */
  visitor(client: VoterClient): string {
    return createHmac('sha256', this.#visitorKey).update(`${client.ip}\n${client.userAgent}`).digest('hex');
  }

  /** A keyed hash of the client address alone: caps the votes one address adds to a comment. */
  address(client: VoterClient): string {
    return createHmac('sha256', this.#addressKey).update(client.ip).digest('hex');
  }

  hash(identifier: string): string {
    return createHmac('sha256', this.#key).update(identifier).digest('hex');
  }

  matches(identifier: string | undefined, stored: string | null | undefined): boolean {
    if (!identifier || !stored) return false;
    const a = Buffer.from(this.hash(identifier), 'hex');
    const b = Buffer.from(stored, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
