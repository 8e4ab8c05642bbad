import { createHmac, timingSafeEqual } from 'node:crypto';

/** How a comment form's token checks out when the comment arrives. */
export type FormCheck = 'ok' | 'missing' | 'forged' | 'too_fast' | 'stale';

/** A person needs longer than this to write a comment; a bot posting sooner is dropped. */
export const DEFAULT_MIN_SUBMIT_MS = 3_000;
/** A form older than this (a tab left open for days) is held rather than trusted. */
export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The comment form's start time, signed: `<issued ms>.<post id>.<HMAC>`, keyed from the
 * server's secret. Stateless: nothing is stored per form, and a bot cannot make one look older.
 */
export class FormTokens {
  readonly #key: Buffer;
  readonly #minMs: number;

  constructor(secret: string, minMs = DEFAULT_MIN_SUBMIT_MS) {
    this.#key = createHmac('sha256', secret).update('blog.comment-form.v1').digest();
    this.#minMs = minMs;
  }

  /** The form's minimum time: the site's form waits this long before it sends (a person never notices). */
  get minMs(): number {
    return this.#minMs;
  }

  issue(postId: string, at: Date): string {
    const issued = String(at.getTime());
    return `${issued}.${this.#mac(postId, issued)}`;
  }

  check(token: string | undefined, postId: string, now: Date): FormCheck {
    if (token === undefined || token === '') return 'missing';
    const [issued = '', mac = '', ...rest] = token.split('.');
    if (rest.length > 0 || !/^\d{1,15}$/.test(issued) || !/^[0-9a-f]{64}$/.test(mac)) return 'forged';
    const expected = Buffer.from(this.#mac(postId, issued), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return 'forged';
    const age = now.getTime() - Number(issued);
    if (age < this.#minMs) return 'too_fast';
    return age > FORM_TOKEN_LIFETIME_MS ? 'stale' : 'ok';
  }

  #mac(postId: string, issued: string): string {
    return createHmac('sha256', this.#key).update(`${postId}\n${issued}`).digest('hex');
  }
}
