import type { EntityManager } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
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

/**
 * Searches that found nothing: counted in memory as they happen and written per query and day
 * (one statement per distinct query) right after, off the request's path; read back for the
 * dashboard, which waits for what is still being written.
 */
export class SearchMisses {
  readonly #em: EntityManager;
  readonly #log: Logger;
  #pending = new Map<string, number>();
  #writing: Promise<void> | undefined;

  constructor(em: EntityManager, log: Logger) {
    this.#em = em;
    this.#log = log;
  }

  /** Counts one search that found nothing; written on the next turn of the event loop. */
  record(q: string): void {
    const query = missKey(q);
    if (!query) return;
    this.#pending.set(query, (this.#pending.get(query) ?? 0) + 1);
    this.#schedule();
  }

  /** Resolves once every miss recorded so far is written. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing;
  }

  #schedule(): void {
    this.#writing ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#write())
      .catch((error: unknown) => this.#log.warn({ err: error }, 'search misses not counted'))
      .finally(() => {
        this.#writing = undefined;
        if (this.#pending.size > 0) this.#schedule();
      });
  }

  async #write(): Promise<void> {
    const counts = this.#pending;
    this.#pending = new Map();
    // Written after the request that counted them ended, where no request scope exists.
    const em = this.#em.fork();
    for (const [query, count] of counts) {
      // One round trip: days past the window go as the query is counted.
      await em.execute(
        `with pruned as (delete from search_miss where day < current_date - ${MISSES_WINDOW_DAYS})
         insert into search_miss (query, day, count, last_searched_at)
         select ?, current_date, ?, now()
         where exists (select 1 from search_miss where query = ? and day = current_date)
            or (select count(*) from search_miss where day = current_date) < ${MISSES_PER_DAY}
         on conflict (query, day) do update
           set count = search_miss.count + excluded.count, last_searched_at = excluded.last_searched_at`,
        [query, count, query],
      );
    }
  }

  /** The most searched queries that found nothing over the last 30 days, most counted first. */
  async top(): Promise<SearchMissView[]> {
    await this.flush();
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
