import type { EntityManager } from '../../platform/db/index.ts';
import type { Fulfilment } from '../orders/fulfilment.ts';
import type { Catalogue, ProductFileHandle } from '../products/catalogue.ts';

/** How long after the first byte a broken download may resume with HTTP Range requests. */
export const DOWNLOAD_SESSION_MINUTES = 30;

export type DownloadClaim =
  | { kind: 'first_use'; file: ProductFileHandle }
  | { kind: 'resume'; file: ProductFileHandle }
  | { kind: 'used' }
  | { kind: 'revoked' }
  | { kind: 'missing' };

type GrantRow = {
  product_id: string;
  product_file_id: string;
  used_at: Date | null;
  revoked_at: Date | null;
  session_open: boolean;
};

/**
 * Single-use downloads. The first use is one conditional update (`used_at is null`), so of any
 * number of concurrent requests exactly one wins. A Range request within the session after that
 * first use resumes without counting again.
 */
export class DownloadsService {
  readonly #deps: { em: EntityManager; catalogue: Catalogue; fulfilment: Fulfilment };

  constructor(deps: { em: EntityManager; catalogue: Catalogue; fulfilment: Fulfilment }) {
    this.#deps = deps;
  }

  /** Claims file `fileIndex` of a paid order (the caller checked the payment is completed). */
  async claim(orderId: string, fileIndex: number, wantsRange: boolean): Promise<DownloadClaim> {
    const em = this.#deps.em.fork();
    // The completion handler may not have run yet: the payment is the truth, grants follow it.
    await this.#deps.fulfilment.ensureGrants(orderId, em);
    const won = await em.execute<GrantRow[]>(
      `update shop_download_grant set used_at = now(),
         session_expires_at = now() + interval '${DOWNLOAD_SESSION_MINUTES} minutes'
       where order_id = ? and file_index = ? and used_at is null and revoked_at is null
       returning product_id, product_file_id, used_at, revoked_at, true as session_open`,
      [orderId, fileIndex],
    );
    const first = won[0];
    if (first) return this.#open(first, 'first_use');
    const [grant] = await em.execute<GrantRow[]>(
      `select product_id, product_file_id, used_at, revoked_at,
         coalesce(session_expires_at > now(), false) as session_open
       from shop_download_grant where order_id = ? and file_index = ?`,
      [orderId, fileIndex],
    );
    if (!grant) return { kind: 'missing' };
    if (grant.revoked_at) return { kind: 'revoked' };
    if (wantsRange && grant.session_open) return this.#open(grant, 'resume');
    return { kind: 'used' };
  }

  async #open(grant: GrantRow, kind: 'first_use' | 'resume'): Promise<DownloadClaim> {
    const file = await this.#deps.catalogue.openFile(grant.product_id, { fileId: grant.product_file_id });
    return file ? { kind, file } : { kind: 'missing' };
  }
}
