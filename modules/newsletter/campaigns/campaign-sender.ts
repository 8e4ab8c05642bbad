import type { EntityManager } from '../../platform/db/index.ts';
import type { EmailMessage, Mailer } from '../../platform/mail/index.ts';
import { Campaign, type CampaignContent } from '../entities/index.ts';
import type { NewsletterTokens } from '../newsletter-tokens.ts';

export type BuildPostEmail = (
  post: CampaignContent,
  to: string,
  unsubscribeToken: string,
  siteName: string,
) => EmailMessage;

export type CampaignSenderDeps = {
  /** The ORM's manager: each call resolves to the scope the worker opened for the job. */
  em: EntityManager;
  mailer: Pick<Mailer, 'deliver'>;
  tokens: NewsletterTokens;
  build: BuildPostEmail;
  siteName: () => Promise<string>;
  batchSize: number;
  /** Emails of one batch in flight at once (the SMTP pool and the database pool bound it). */
  parallel: number;
};

/** A slice of the audience by subscriber id: `(after, through]`. */
export type BatchBounds = { after: string | null; through: string };
export type BatchOptions = { lastAttempt: boolean; progress?: (done: number, of: number) => Promise<void> };
export type BatchOutcome = { sent: number; skipped: number; failed: number; retry: number };

type Row = { subscriber_id: string; email: string | null; receives: boolean };
const BEFORE_ALL = '00000000-0000-0000-0000-000000000000';
/** Sent recipients marked per statement (also how often progress is reported). */
const MARK_EVERY = 20;

/**
 * Sends a campaign batch by batch. All state is in Postgres: a recipient leaves `pending` only
 * after its email was accepted (or refused for good), and its email's idempotency key
 * `post:<postId>:<subscriberId>` stops a second send, so any batch can run again after a crash.
 */
export class CampaignSender {
  readonly #deps: CampaignSenderDeps;

  constructor(deps: CampaignSenderDeps) {
    this.#deps = deps;
  }

  /**
   * Keyset pages of the frozen audience, `batchSize` subscribers each; with `pendingOnly`, of
   * the recipients still owed their email (a stalled campaign's remaining batches).
   */
  async *batches(campaignId: string, options: { pendingOnly?: boolean } = {}): AsyncGenerator<BatchBounds> {
    const { em } = this.#deps;
    const pending = options.pendingOnly ? " and status = 'pending'" : '';
    let after: string | null = null;
    for (;;) {
      const rows: { subscriber_id: string }[] = await em.execute(
        `select subscriber_id from newsletter_campaign_recipient where campaign_id = ? and subscriber_id > ?${pending}
         order by subscriber_id limit ?`,
        [campaignId, after ?? BEFORE_ALL, this.#deps.batchSize],
      );
      const last = rows.at(-1);
      if (!last) return;
      yield { after, through: last.subscriber_id };
      after = last.subscriber_id;
    }
  }

  /**
   * Campaigns still sending with recipients owed an email and no progress for `idleMs`: their
   * batch jobs were lost (Redis lost its data) or gave up (the database was down on their last
   * try). Progress is the latest recipient change, or the start when none changed yet; it comes
   * back as `progressAt` (epoch ms), which names this stall until the campaign moves again.
   */
  async stalled(idleMs: number): Promise<{ id: string; progressAt: number }[]> {
    const rows = await this.#deps.em.execute<{ id: string; progress_at: Date }[]>(
      `select c.id, p.progress_at from newsletter_campaign c
       cross join lateral (
         select greatest(c.created_at, (select max(r.updated_at) from newsletter_campaign_recipient r where r.campaign_id = c.id)) as progress_at
       ) p
       where c.status = 'sending'
         and exists (select 1 from newsletter_campaign_recipient r where r.campaign_id = c.id and r.status = 'pending')
         and p.progress_at < now() - make_interval(secs => ?)
       order by c.created_at`,
      [idleMs / 1000],
    );
    return rows.map((row) => ({ id: row.id, progressAt: new Date(row.progress_at).getTime() }));
  }

  /** Sends the pending recipients of one batch; skips those who left since the start. */
  async sendBatch(campaignId: string, bounds: BatchBounds, options: BatchOptions): Promise<BatchOutcome> {
    const { em } = this.#deps;
    const campaign = await em.findOne(Campaign, { id: campaignId });
    const outcome: BatchOutcome = { sent: 0, skipped: 0, failed: 0, retry: 0 };
    if (!campaign || campaign.status === 'sent') return outcome;
    const rows = await em.execute<Row[]>(
      `select r.subscriber_id, s.email, coalesce(s.is_active and s.is_verified, false) as receives
       from newsletter_campaign_recipient r left join newsletter_subscriber s on s.id = r.subscriber_id
       where r.campaign_id = ? and r.status = 'pending' and r.subscriber_id > ? and r.subscriber_id <= ?
       order by r.subscriber_id`,
      [campaignId, bounds.after ?? BEFORE_ALL, bounds.through],
    );
    const gone = rows.filter((row) => !row.receives || !row.email).map((row) => row.subscriber_id);
    outcome.skipped = await this.#skip(campaignId, gone);
    const siteName = await this.#deps.siteName();
    const receivers = rows.filter((row) => row.receives && row.email);
    let done = 0;
    // Sent recipients are marked a few at a time (one statement each flush); one not marked yet
    // when the worker dies is sent again by the retry, which its email's key turns into a no-op.
    let accepted: string[] = [];
    const flush = async () => {
      const ids = accepted;
      accepted = [];
      outcome.sent += await this.#markSent(campaignId, ids);
      await options.progress?.(done, receivers.length);
    };
    await eachInParallel(receivers, this.#deps.parallel, async (row) => {
      const message = this.#deps.build(
        campaign.content,
        row.email ?? '',
        this.#deps.tokens.unsubscribe(row.subscriber_id),
        siteName,
      );
      try {
        await this.#deps.mailer.deliver(`post:${campaign.postId}:${row.subscriber_id}`, message);
        accepted.push(row.subscriber_id);
      } catch (error) {
        // A refused send waits for the job's retry; on the last try it counts as failed.
        if (!options.lastAttempt) outcome.retry++;
        else {
          await this.#markFailed(campaignId, row.subscriber_id, String(error).slice(0, 2000));
          outcome.failed++;
        }
      }
      done++;
      if (accepted.length >= MARK_EVERY) await flush();
    });
    await flush();
    await this.#finishIfDone(campaignId);
    return outcome;
  }

  /** Recipients who unsubscribed (or were deleted) get nothing and leave the total. */
  async #skip(campaignId: string, subscriberIds: string[]): Promise<number> {
    if (subscriberIds.length === 0) return 0;
    const [row] = await this.#deps.em.execute<{ count: string }[]>(
      `with r as (update newsletter_campaign_recipient set status = 'skipped', updated_at = now()
         where campaign_id = ? and subscriber_id = any(?::uuid[]) and status = 'pending' returning 1)
       update newsletter_campaign set total = total - (select count(*) from r) where id = ?
       returning (select count(*) from r) as count`,
      [campaignId, `{${subscriberIds.join(',')}}`, campaignId],
    );
    return Number(row?.count ?? 0);
  }

  /** Moves sent recipients out of `pending` and counts them, in one statement (safe to repeat). */
  async #markSent(campaignId: string, subscriberIds: string[]): Promise<number> {
    if (subscriberIds.length === 0) return 0;
    const [row] = await this.#deps.em.execute<{ count: string }[]>(
      `with r as (update newsletter_campaign_recipient set status = 'sent', updated_at = now()
         where campaign_id = ? and subscriber_id = any(?::uuid[]) and status = 'pending' returning 1)
       update newsletter_campaign set sent = sent + (select count(*) from r) where id = ?
       returning (select count(*) from r) as count`,
      [campaignId, `{${subscriberIds.join(',')}}`, campaignId],
    );
    return Number(row?.count ?? 0);
  }

  async #markFailed(campaignId: string, subscriberId: string, error: string): Promise<void> {
    await this.#deps.em.execute(
      `with r as (update newsletter_campaign_recipient set status = 'failed', last_error = ?, updated_at = now()
         where campaign_id = ? and subscriber_id = ? and status = 'pending' returning 1)
       update newsletter_campaign set failed = failed + (select count(*) from r) where id = ?`,
      [error, campaignId, subscriberId, campaignId],
    );
  }

  async #finishIfDone(campaignId: string): Promise<void> {
    await this.#deps.em.execute(
      `update newsletter_campaign set status = 'sent', finished_at = now()
       where id = ? and status = 'sending' and not exists (
         select 1 from newsletter_campaign_recipient where campaign_id = ? and status = 'pending')`,
      [campaignId, campaignId],
    );
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachInParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
