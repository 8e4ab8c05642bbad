import { isbot } from 'isbot';
import type { EntityManager } from '../platform/db/index.ts';
import { ServiceUnavailableError } from '../platform/http/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Redis } from '../platform/queues/index.ts';
import type { AnalyticsStats, DailyStat, PageStat, RecentView } from './analytics.schemas.ts';
import { addDays, DayWindow, dayOf } from './day.ts';
import { type DailySalt, VISITOR_HASH_LENGTH, visitorHash } from './visitor.ts';

/** A safety cap on the Redis stream if the worker stays down for a very long time. */
const STREAM_MAX_ENTRIES = 2_000_000;
const RECENT_KEPT = 100;
const BOT_VERDICTS_KEPT = 5_000;
const CHECKPOINT = 'page_views';

export type TrackInput = { path: string; ip: string; userAgent: string | undefined; now?: Date };
export type TrackOutcome = 'queued' | 'ignored_bot';

export type AnalyticsServiceDeps = {
  em: EntityManager;
  redis: Redis;
  salt: DailySalt;
  streamKey: string;
  timeZone: string;
  log: Logger;
};

type StreamEntry = [id: string, fields: string[]];

export class AnalyticsService {
  readonly #deps: AnalyticsServiceDeps;
  /** Browsers repeat their User-Agent; remembering verdicts spares the large bot pattern. */
  readonly #botVerdicts = new Map<string, boolean>();

  constructor(deps: AnalyticsServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Accepts one page view. Nothing touches Postgres here: the view is appended to a Redis
   * stream and the rollup job counts it. Known bots are acknowledged but not counted.
   */
  async track(input: TrackInput): Promise<TrackOutcome> {
    if (!input.userAgent || this.#isBot(input.userAgent)) return 'ignored_bot';
    const now = input.now ?? new Date();
    const { redis, salt, streamKey } = this.#deps;
    try {
      const { salt: todaysSalt } = await salt.forInstant(now);
      const visitor = visitorHash(todaysSalt, input.ip, input.userAgent);
      // One field, visitor hash then path; the entry id carries the time the view arrived.
      await redis.xadd(streamKey, 'MAXLEN', '~', STREAM_MAX_ENTRIES, '*', 'v', `${visitor}${input.path}`);
      return 'queued';
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'page view could not be queued');
      throw new ServiceUnavailableError('Analytics is temporarily unavailable', 'analytics_unavailable');
    }
  }

  #isBot(userAgent: string): boolean {
    let verdict = this.#botVerdicts.get(userAgent);
    if (verdict === undefined) {
      verdict = isbot(userAgent);
      if (this.#botVerdicts.size >= BOT_VERDICTS_KEPT) this.#botVerdicts.clear();
      this.#botVerdicts.set(userAgent, verdict);
    }
    return verdict;
  }

  /**
   * Counts the next batch of queued views into the daily tables. The stream position is
   * saved with the counts in one transaction (holding a row lock), so a crash at any point
   * neither loses nor double-counts a view. Returns how many views were counted.
   */
  async rollup(batchSize: number): Promise<number> {
    const { em, redis, streamKey, timeZone } = this.#deps;
    const { counted, lastId } = await em.fork().transactional(async (tx) => {
      await tx.execute(
        `insert into analytics_rollup_checkpoint (name, last_stream_id, updated_at) values (?, '0-0', now())
         on conflict (name) do nothing`,
        [CHECKPOINT],
      );
      const [checkpoint] = await tx.execute<{ last_stream_id: string }[]>(
        'select last_stream_id from analytics_rollup_checkpoint where name = ? for update',
        [CHECKPOINT],
      );
      const from = checkpoint?.last_stream_id ?? '0-0';
      const entries = (await redis.xrange(streamKey, `(${from}`, '+', 'COUNT', batchSize)) as StreamEntry[];
      if (entries.length === 0) return { counted: 0, lastId: from };

      const views = new Map<string, { day: string; path: string; views: number }>();
      const visitors = new Map<string, { day: string; visitor_hash: string }>();
      const days = new DayWindow(timeZone);
      for (const [id, fields] of entries) {
        const { visitor, path } = parseEntry(fields);
        const day = days.dayOf(Number.parseInt(id, 10));
        const key = `${day}\u0000${path}`;
        const current = views.get(key);
        if (current) current.views += 1;
        else views.set(key, { day, path, views: 1 });
        visitors.set(`${day}\u0000${visitor}`, { day, visitor_hash: visitor });
      }
      const recent = entries.slice(-RECENT_KEPT).map(([id, fields]) => ({
        path: parseEntry(fields).path,
        viewed_at: new Date(Number.parseInt(id, 10)).toISOString(),
      }));

      await tx.execute(
        `insert into page_view_daily (day, path, views)
         select day, path, views from jsonb_to_recordset(?::jsonb) as x(day date, path text, views int)
         on conflict (day, path) do update set views = page_view_daily.views + excluded.views`,
        [JSON.stringify([...views.values()])],
      );
      await tx.execute(
        `insert into visitor_daily (day, visitor_hash)
         select day, visitor_hash from jsonb_to_recordset(?::jsonb) as x(day date, visitor_hash text)
         on conflict do nothing`,
        [JSON.stringify([...visitors.values()])],
      );
      await tx.execute(
        `insert into page_view_recent (path, viewed_at)
         select path, viewed_at from jsonb_to_recordset(?::jsonb) as x(path text, viewed_at timestamptz)`,
        [JSON.stringify(recent)],
      );
      await tx.execute(
        `delete from page_view_recent where id < (select coalesce(min(id), 0) from
           (select id from page_view_recent order by id desc limit ${RECENT_KEPT}) newest)`,
      );
      const last = entries[entries.length - 1]?.[0] ?? from;
      await tx.execute(
        'update analytics_rollup_checkpoint set last_stream_id = ?, updated_at = now() where name = ?',
        [last, CHECKPOINT],
      );
      return { counted: entries.length, lastId: last };
    });
    if (counted > 0) {
      // Counted entries are no longer needed; the checkpoint, not the trim, guarantees exactly-once.
      await redis.xtrim(streamKey, 'MINID', lastId).catch(() => undefined);
    }
    return counted;
  }

  /** Views since the last rollup that are not counted yet (for health and the bench). */
  async backlog(): Promise<number> {
    return this.#deps.redis.xlen(this.#deps.streamKey);
  }

  /** Totals for a day range (inclusive, site time zone); defaults to the last 30 days. */
  async stats(range: { from?: string; to?: string } = {}): Promise<AnalyticsStats> {
    const { em, timeZone } = this.#deps;
    const to = range.to ?? dayOf(new Date(), timeZone);
    const from = range.from ?? addDays(to, -29);
    const [totals] = await em.execute<{ views: string | null }[]>(
      'select sum(views) as views from page_view_daily where day between ? and ?',
      [from, to],
    );
    const [visitors] = await em.execute<{ visitors: string }[]>(
      'select count(*) as visitors from visitor_daily where day between ? and ?',
      [from, to],
    );
    const pages = await em.execute<{ path: string; views: string }[]>(
      `select path, sum(views) as views from page_view_daily where day between ? and ?
       group by path order by sum(views) desc, path limit 50`,
      [from, to],
    );
    const recent = await em.execute<{ path: string; viewed_at: Date }[]>(
      'select path, viewed_at from page_view_recent order by id desc limit 20',
    );
    const daily = await em.execute<{ day: string | Date; views: string; visitors: string }[]>(
      `select d.day::text as day, coalesce(v.views, 0) as views, coalesce(u.visitors, 0) as visitors
       from generate_series(?::date, ?::date, interval '1 day') as d(day)
       left join (select day, sum(views) as views from page_view_daily group by day) v on v.day = d.day
       left join (select day, count(*) as visitors from visitor_daily group by day) u on u.day = d.day
       order by d.day`,
      [from, to],
    );
    return {
      totalViews: Number(totals?.views ?? 0),
      uniqueVisitors: Number(visitors?.visitors ?? 0),
      pageStats: pages.map((row): PageStat => ({ page_path: row.path, views: Number(row.views) })),
      recentViews: recent.map(
        (row): RecentView => ({ page_path: row.path, viewed_at: new Date(row.viewed_at).toISOString() }),
      ),
      daily: daily.map(
        (row): DailyStat => ({
          day: String(row.day).slice(0, 10),
          views: Number(row.views),
          visitors: Number(row.visitors),
        }),
      ),
    };
  }
}

function parseEntry(fields: string[]): { visitor: string; path: string } {
  const value = fields[1] ?? '';
  return { visitor: value.slice(0, VISITOR_HASH_LENGTH), path: value.slice(VISITOR_HASH_LENGTH) || '/' };
}
