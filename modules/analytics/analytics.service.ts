import { isbot } from 'isbot';
import type { EntityManager } from '../platform/db/index.ts';
import { ServiceUnavailableError } from '../platform/errors/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Redis } from '../platform/queues/index.ts';
import type { AnalyticsStats, DailyStat, PageStat, RecentView } from './analytics.schemas.ts';
import { addDays, DayWindow, dayOf } from './day.ts';
import { countedPath } from './tracked-paths.ts';
import { ViewBatcher } from './view-batcher.ts';
import { type DailySalt, VISITOR_HASH_LENGTH, visitorHash } from './visitor.ts';

/** A safety cap on the Redis stream if the worker stays down for a very long time. */
const STREAM_MAX_ENTRIES = 2_000_000;
const RECENT_KEPT = 100;
/**
 * A visitor's views of one path count once per minute (a fixed window): reloads and scripted
 * floods of one page by one visitor add nothing. Each minute has one Redis set of the
 * "visitor hash + path" lines already seen, kept a little past its minute.
 */
export const VIEW_WINDOW_SECONDS = 60;
const SEEN_KEPT_SECONDS = VIEW_WINDOW_SECONDS * 2;
/**
 * In one command: keeps the lines not yet seen this minute (SADD answers 1 for a new member),
 * appends them as one stream entry (MAXLEN ~ cap), and counts them as accepted; repeats are
 * counted apart, so operators and the bench can still check counted == accepted.
 * KEYS: stream, accepted counter, repeats counter, this minute's seen set.
 * ARGV: stream cap, seen-set lifetime, then one view line each.
 */
const STORE_VIEWS_SCRIPT = `local kept = {}
for i = 3, #ARGV do
  if redis.call('SADD', KEYS[4], ARGV[i]) == 1 then kept[#kept + 1] = ARGV[i] end
end
redis.call('EXPIRE', KEYS[4], ARGV[2])
local repeats = #ARGV - 2 - #kept
if repeats > 0 then redis.call('INCRBY', KEYS[3], repeats) end
if #kept == 0 then return 0 end
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'v', table.concat(kept, '\\n'))
redis.call('INCRBY', KEYS[2], #kept)
return #kept`;
/** Views per stream entry at most; a rollup reads batchSize / this entries, so ≤ batchSize views. */
const VIEWS_PER_ENTRY = 100;
const BOT_VERDICTS_KEPT = 5_000;
const CHECKPOINT = 'page_views';

export type TrackInput = { path: string; ip: string; userAgent: string | undefined; now?: Date };
export type TrackOutcome = 'queued' | 'ignored_bot' | 'ignored_path';

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
  readonly #batcher: ViewBatcher;

  constructor(deps: AnalyticsServiceDeps) {
    this.#deps = deps;
    // One stream entry per batch; a path never holds a newline (control characters are refused).
    this.#batcher = new ViewBatcher(async (lines) => {
      // Still one Redis command per batch: the script drops repeats and stores the rest.
      const minute = Math.floor(Date.now() / (VIEW_WINDOW_SECONDS * 1000));
      await deps.redis.eval(
        STORE_VIEWS_SCRIPT,
        4,
        deps.streamKey,
        `${deps.streamKey}:accepted`,
        `${deps.streamKey}:repeats`,
        `${deps.streamKey}:seen:${minute}`,
        STREAM_MAX_ENTRIES,
        SEEN_KEPT_SECONDS,
        ...lines,
      );
    }, VIEWS_PER_ENTRY);
  }

  /**
   * Accepts one page view. Nothing touches Postgres here: the view is appended to a Redis
   * stream and the rollup job counts it. Known bots, paths the site does not route
   * (tracked-paths.ts) and a visitor's repeat views of a path within the minute are
   * acknowledged but not counted.
   */
  async track(input: TrackInput): Promise<TrackOutcome> {
    if (!input.userAgent || this.#isBot(input.userAgent)) return 'ignored_bot';
    const path = countedPath(input.path);
    if (path === undefined) return 'ignored_path';
    const now = input.now ?? new Date();
    const { salt } = this.#deps;
    try {
      const { salt: todaysSalt } = await salt.forInstant(now);
      const visitor = visitorHash(todaysSalt, input.ip, input.userAgent);
      // Visitor hash then path, one line per view; the entry id carries the time they arrived.
      await this.#batcher.add(`${visitor}${path}`);
      return 'queued';
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'page view could not be queued');
      throw new ServiceUnavailableError('Analytics is temporarily unavailable', 'analytics_unavailable');
    }
  }

  /**
   * Who is calling today, without cookies or stored IPs: the day and the same visitor hash page
   * views use (the salt changes daily, so the hash links nothing across days). Null for a bot or
   * a caller with no User-Agent, which are never counted.
   */
  async visitorOf(input: { ip: string; userAgent: string | undefined; now?: Date }): Promise<{
    day: string;
    visitor: string;
    until: number;
  } | null> {
    if (!input.userAgent || this.#isBot(input.userAgent)) return null;
    const now = input.now ?? new Date();
    // The day's end comes with the salt (worked out once a day: time-zone formatting is costly).
    const { day, salt, until } = await this.#deps.salt.forInstant(now);
    return { day, visitor: visitorHash(salt, input.ip, input.userAgent), until };
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
    const { counted, lastId } = await em.transactional(async (tx) => {
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
      const count = Math.max(1, Math.floor(batchSize / VIEWS_PER_ENTRY));
      const entries = (await redis.xrange(streamKey, `(${from}`, '+', 'COUNT', count)) as StreamEntry[];
      if (entries.length === 0) return { counted: 0, lastId: from };

      const views = new Map<string, { day: string; path: string; views: number }>();
      const visitors = new Map<string, { day: string; visitor_hash: string }>();
      const days = new DayWindow(timeZone);
      let counted = 0;
      const latest: { path: string; at: number }[] = [];
      for (const [id, fields] of entries) {
        const at = Number.parseInt(id, 10);
        const day = days.dayOf(at);
        for (const { visitor, path } of parseEntry(fields)) {
          counted += 1;
          const key = `${day}\u0000${path}`;
          const current = views.get(key);
          if (current) current.views += 1;
          else views.set(key, { day, path, views: 1 });
          visitors.set(`${day}\u0000${visitor}`, { day, visitor_hash: visitor });
          latest.push({ path, at });
          if (latest.length > RECENT_KEPT * 2) latest.splice(0, RECENT_KEPT);
        }
      }
      const recent = latest
        .slice(-RECENT_KEPT)
        .map(({ path, at }) => ({ path, viewed_at: new Date(at).toISOString() }));

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
      return { counted, lastId: last };
    });
    if (counted > 0) {
      // Counted entries are no longer needed; the checkpoint, not the trim, guarantees exactly-once.
      await redis.xtrim(streamKey, 'MINID', lastId).catch(() => undefined);
    }
    return counted;
  }

  /** Stream entries (each a batch of views) not counted yet; 0 once the worker has caught up. */
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

/** The views of one stream entry: lines of a 64-character visitor hash followed by the path. */
function parseEntry(fields: string[]): { visitor: string; path: string }[] {
  return (fields[1] ?? '').split('\n').map((line) => ({
    visitor: line.slice(0, VISITOR_HASH_LENGTH),
    path: line.slice(VISITOR_HASH_LENGTH) || '/',
  }));
}
