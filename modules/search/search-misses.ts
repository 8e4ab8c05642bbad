import type { EntityManager } from '../platform/db/index.ts';
import { queryWords } from './search.service.ts';

/** The dashboard's window and list length: the top queries of the last 30 days. */
export const MISSES_WINDOW_DAYS = 30;
export const MISSES_SHOWN = 10;
/** Distinct queries counted per day: anyone can make up queries, so the table stays bounded. */
const MISSES_PER_DAY = 500;
const QUERY_LENGTH = 100;

export type SearchMissView = { query: string; count: number; last_searched_at: string };

/**
 * The query as the owner reads it (lower case words, one space), or null when it should not be
 * kept: blank, or one that looks like personal data (an email address or a phone number).
 */
export function missKey(q: string): string | null {
  if (/\S@\S/.test(q) || /\d[\d\s().-]{6,}\d/.test(q)) return null;
  const key = queryWords(q).join(' ').slice(0, QUERY_LENGTH).trim();
  return key || null;
}

/** Searches that found nothing: counted per query and day, read back for the dashboard. */
export class SearchMisses {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** Counts one search that found nothing (a new query only while the day has room). */
  async record(q: string): Promise<void> {
    const query = missKey(q);
    if (!query) return;
    // One round trip: days past the window go as the query is counted.
    await this.#em.execute(
      `with pruned as (delete from search_miss where day < current_date - ${MISSES_WINDOW_DAYS})
       insert into search_miss (query, day, count, last_searched_at)
       select ?, current_date, 1, now()
       where exists (select 1 from search_miss where query = ? and day = current_date)
          or (select count(*) from search_miss where day = current_date) < ${MISSES_PER_DAY}
       on conflict (query, day) do update
         set count = search_miss.count + 1, last_searched_at = excluded.last_searched_at`,
      [query, query],
    );
  }

  /** The most searched queries that found nothing over the last 30 days, most counted first. */
  async top(): Promise<SearchMissView[]> {
    const rows = await this.#em.execute<{ query: string; count: string | number; last: Date | string }[]>(
      `select query, sum(count) as count, max(last_searched_at) as last from search_miss
       where day > current_date - ${MISSES_WINDOW_DAYS}
       group by query order by sum(count) desc, max(last_searched_at) desc, query limit ${MISSES_SHOWN}`,
    );
    return rows.map((row) => ({
      query: row.query,
      count: Number(row.count),
      last_searched_at: new Date(row.last).toISOString(),
    }));
  }
}
