import type { EntityManager } from '../../platform/db/index.ts';
import { SessionRevocation } from '../entities/index.ts';

/**
 * The deny-list of signed-out tokens, by token id, in Postgres. A row lives as long as its
 * token would have: each sign-out deletes the rows whose tokens have expired since, so the list
 * never outgrows the sessions still running.
 *
 * Not in Redis, not even as a cache: losing Redis's data must never let a signed-out token back
 * in, and a lookup by primary key beside the account read every guarded call already makes is
 * cheaper than keeping a cache honest. Redis being down no longer blocks guarded calls either.
 */
export class SessionRevocations {
  readonly #em: EntityManager;
  readonly #clock: () => Date;

  constructor(em: EntityManager, clock: () => Date = () => new Date()) {
    this.#em = em;
    this.#clock = clock;
  }

  /** Refuses the token id until `expiresAt` (epoch seconds), when the token dies anyway. */
  async revoke(tokenId: string, expiresAt: number): Promise<void> {
    const now = this.#clock();
    if (expiresAt * 1000 <= now.getTime()) return;
    await this.#em.execute(
      `insert into admin_session_revocation (token_id, expires_at) values (?, ?) on conflict (token_id) do nothing`,
      [tokenId, new Date(expiresAt * 1000)],
    );
    await this.#em.execute('delete from admin_session_revocation where expires_at <= ?', [now]);
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return (await this.#em.count(SessionRevocation, { tokenId, expiresAt: { $gt: this.#clock() } })) > 0;
  }
}
