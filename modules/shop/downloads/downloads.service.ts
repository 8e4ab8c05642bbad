import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import type { Fulfilment } from '../orders/fulfilment.ts';
import type { Catalogue, ProductFileHandle } from '../products/catalogue.ts';

/** How long after the first byte a broken download may resume with HTTP Range requests. */
export const DOWNLOAD_SESSION_MINUTES = 30;
/**
 * Bytes a grant may hand out beyond one copy: what a broken connection wrote but never
 * delivered (socket buffers) must not stop the resume. Half the file at most, so no grant ever
 * yields a second whole copy.
 */
export const RESUME_ALLOWANCE_MAX_BYTES = 16 * 1024 * 1024;

/** An inclusive byte range of the file. */
export type DownloadSpan = { start: number; end: number };

/** What a download request asks for. */
export type DownloadRequest = {
  /** The range asked for once the size is known; undefined is the whole file. */
  span: (size: number) => DownloadSpan | 'unsatisfiable' | undefined;
  /** The secret the first answer gave this client (its resume cookie), if it sent one. */
  resumeSecret: string | undefined;
};

export type DownloadClaim =
  | {
      kind: 'first_use';
      file: ProductFileHandle;
      span: DownloadSpan | undefined;
      grantId: string;
      resumeSecret: string;
      sessionEndsAt: Date;
    }
  | { kind: 'resume'; file: ProductFileHandle; span: DownloadSpan | undefined; grantId: string }
  | { kind: 'unsatisfiable'; size: number }
  | { kind: 'used' }
  | { kind: 'revoked' }
  | { kind: 'missing' };

/** What a HEAD learns: whether a GET from this client would get the file, spending nothing. */
export type DownloadPeek =
  | { kind: 'available'; file: ProductFileHandle }
  | { kind: 'used' }
  | { kind: 'revoked' }
  | { kind: 'missing' };

type GrantRow = {
  id: string;
  product_id: string;
  product_file_id: string;
  used_at: Date | null;
  revoked_at: Date | null;
  resume_secret_hash: string | null;
  session_open: boolean;
};

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const lengthOf = (span: DownloadSpan | undefined, size: number) => (span ? span.end - span.start + 1 : size);

/** Most bytes one grant may hand out: one copy and the allowance. */
export const byteBudget = (size: number) => size + Math.min(Math.floor(size / 2), RESUME_ALLOWANCE_MAX_BYTES);

/**
 * Single-use downloads. The first use is one conditional update (`used_at is null`), so of any
 * number of concurrent requests exactly one wins, and it issues a resume secret. Later requests
 * resume only with that secret, within the session, and each one reserves its bytes against the
 * grant's budget in one conditional update, so however many arrive at once no grant hands out
 * more than one copy (plus the allowance). An interrupted answer gives back what it never wrote.
 */
export class DownloadsService {
  readonly #deps: { em: EntityManager; catalogue: Catalogue; fulfilment: Fulfilment };

  constructor(deps: { em: EntityManager; catalogue: Catalogue; fulfilment: Fulfilment }) {
    this.#deps = deps;
  }

  /** Claims file `fileIndex` of a paid order (the caller checked the payment is completed). */
  async claim(orderId: string, fileIndex: number, request: DownloadRequest): Promise<DownloadClaim> {
    const { em } = this.#deps;
    const grant = await this.#grant(em, orderId, fileIndex);
    if (!grant) return { kind: 'missing' };
    if (grant.revoked_at) return { kind: 'revoked' };
    const resuming = grant.used_at !== null;
    const secretHash = request.resumeSecret ? hashSecret(request.resumeSecret) : undefined;
    if (resuming && !(grant.session_open && secretHash && secretHash === grant.resume_secret_hash))
      return { kind: 'used' };
    const file = await this.#open(grant);
    if (!file) return { kind: 'missing' };
    const span = request.span(file.size);
    // Nothing is spent on a range that cannot be served.
    if (span === 'unsatisfiable') return { kind: 'unsatisfiable', size: file.size };
    const length = lengthOf(span, file.size);
    if (!resuming) {
      const resumeSecret = randomBytes(32).toString('base64url');
      const [won] = await em.execute<{ session_expires_at: Date }[]>(
        `update shop_download_grant set used_at = now(),
           session_expires_at = now() + interval '${DOWNLOAD_SESSION_MINUTES} minutes',
           resume_secret_hash = ?, bytes_charged = ?
         where id = ? and used_at is null and revoked_at is null returning session_expires_at`,
        [hashSecret(resumeSecret), length, grant.id],
      );
      if (!won) return { kind: 'used' };
      const sessionEndsAt = new Date(won.session_expires_at);
      return { kind: 'first_use', file, span, grantId: grant.id, resumeSecret, sessionEndsAt };
    }
    const reserved = await em.execute<{ id: string }[]>(
      `update shop_download_grant set bytes_charged = bytes_charged + ?
       where id = ? and resume_secret_hash = ? and session_expires_at > now() and revoked_at is null
         and bytes_charged + ? <= ? returning id`,
      [length, grant.id, secretHash, length, byteBudget(file.size)],
    );
    if (reserved.length === 0) return { kind: 'used' };
    return { kind: 'resume', file, span, grantId: grant.id };
  }

  /** What a GET from this client would get, for a HEAD request: it spends and reserves nothing. */
  async peek(orderId: string, fileIndex: number, resumeSecret: string | undefined): Promise<DownloadPeek> {
    const grant = await this.#grant(this.#deps.em, orderId, fileIndex);
    if (!grant) return { kind: 'missing' };
    if (grant.revoked_at) return { kind: 'revoked' };
    const mayResume =
      grant.session_open &&
      resumeSecret !== undefined &&
      hashSecret(resumeSecret) === grant.resume_secret_hash;
    if (grant.used_at && !mayResume) return { kind: 'used' };
    const file = await this.#open(grant);
    return file ? { kind: 'available', file } : { kind: 'missing' };
  }

  /** Gives back the bytes a claimed answer reserved but never wrote (the client went away). */
  async release(grantId: string, unsentBytes: number): Promise<void> {
    if (unsentBytes <= 0) return;
    await this.#deps.em.execute(
      `update shop_download_grant set bytes_charged = greatest(bytes_charged - ?, 0) where id = ?`,
      [unsentBytes, grantId],
    );
  }

  /**
   * The owner re-issues a file (the buyer's copy broke): the grant is unused again, its resume
   * secret and budget start over. Revoked grants (a reversed payment) stay revoked.
   */
  async reissue(orderId: string, fileIndex: number): Promise<'reissued' | 'revoked' | 'missing'> {
    const { em } = this.#deps;
    await this.#deps.fulfilment.ensureGrants(orderId, em);
    const [row] = await em.execute<{ revoked: boolean }[]>(
      `update shop_download_grant set
         used_at = case when revoked_at is null then null else used_at end,
         session_expires_at = case when revoked_at is null then null else session_expires_at end,
         resume_secret_hash = case when revoked_at is null then null else resume_secret_hash end,
         bytes_charged = case when revoked_at is null then 0 else bytes_charged end,
         reissued_at = case when revoked_at is null then now() else reissued_at end
       where order_id = ? and file_index = ? returning revoked_at is not null as revoked`,
      [orderId, fileIndex],
    );
    if (!row) return 'missing';
    return row.revoked ? 'revoked' : 'reissued';
  }

  async #grant(em: EntityManager, orderId: string, fileIndex: number): Promise<GrantRow | undefined> {
    // The completion handler may not have run yet: the payment is the truth, grants follow it.
    await this.#deps.fulfilment.ensureGrants(orderId, em);
    const [grant] = await em.execute<GrantRow[]>(
      `select id, product_id, product_file_id, used_at, revoked_at, resume_secret_hash,
         coalesce(session_expires_at > now(), false) as session_open
       from shop_download_grant where order_id = ? and file_index = ?`,
      [orderId, fileIndex],
    );
    return grant;
  }

  async #open(grant: GrantRow): Promise<ProductFileHandle | undefined> {
    return this.#deps.catalogue.openFile(grant.product_id, { fileId: grant.product_file_id });
  }
}
