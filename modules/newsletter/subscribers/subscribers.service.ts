import type { FilterQuery } from '@mikro-orm/core';
import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import { Subscriber, VerificationToken } from '../entities/index.ts';
import {
  MESSAGES,
  type SubscriberStats,
  type SubscribersQuery,
  type SubscriberView,
} from '../newsletter.schemas.ts';
import { flagsOf } from '../subscriber-state.ts';
import { presentSubscriber } from './subscriber.presenter.ts';

/** Rows per keyset page of the export: memory stays flat whatever the list's size. */
export const EXPORT_PAGE = 1000;

type ExportRow = Omit<SubscriberView, 'subscription_date'> & { subscription_date: Date | string };

/** The back office's view of subscribers: filtered list, counts, export pages, deletion. */
export class SubscribersService {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** One page of the subscribers matching the filters, newest first, and how many match in all. */
  async list(query: SubscribersQuery): Promise<{ rows: SubscriberView[]; total: number }> {
    const where: FilterQuery<Subscriber> = query.status ? { ...flagsOf(query.status) } : {};
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      Object.assign(where, { $or: [{ email: { $ilike: like } }, { name: { $ilike: like } }] });
    }
    const [rows, total] = await this.#em.findAndCount(Subscriber, where, {
      orderBy: { subscriptionDate: 'desc', id: 'desc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { rows: rows.map(presentSubscriber), total };
  }

  async stats(): Promise<SubscriberStats> {
    const [row] = await this.#em.execute<Record<keyof SubscriberStats, number>[]>(
      `select count(*)::int as total_subscribers,
         (count(*) filter (where is_active and is_verified))::int as active_subscribers,
         (count(*) filter (where is_active and not is_verified))::int as pending_verification,
         (count(*) filter (where not is_active))::int as unsubscribed
       from newsletter_subscriber`,
    );
    return {
      total_subscribers: row?.total_subscribers ?? 0,
      active_subscribers: row?.active_subscribers ?? 0,
      pending_verification: row?.pending_verification ?? 0,
      unsubscribed: row?.unsubscribed ?? 0,
    };
  }

  /**
   * Every subscriber in subscription order, one keyset page at a time: plain rows, no entities
   * in an identity map, so memory holds one page whatever the table's size.
   */
  async *exportRows(): AsyncGenerator<SubscriberView> {
    let after: [Date, string] | undefined;
    for (;;) {
      const page = await this.#em.execute<ExportRow[]>(
        `select id, email, name, is_active, is_verified, subscription_date from newsletter_subscriber
         ${after ? 'where (subscription_date, id) > (?, ?)' : ''}
         order by subscription_date, id limit ${EXPORT_PAGE}`,
        after ?? [],
      );
      for (const row of page) {
        yield { ...row, subscription_date: new Date(row.subscription_date).toISOString() };
      }
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE) return;
      after = [new Date(last.subscription_date), last.id];
    }
  }

  async delete(id: string): Promise<void> {
    await this.#em.transactional(async (em) => {
      const removed = await em.nativeDelete(Subscriber, { id });
      if (removed === 0) throw new NotFoundError(MESSAGES.subscriberNotFound);
      await em.nativeDelete(VerificationToken, { subscriberId: id });
    });
  }
}
