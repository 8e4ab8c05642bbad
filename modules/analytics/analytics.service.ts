import { isbot } from 'isbot';
import type { EntityManager } from '../platform/db/index.ts';
import { ServiceUnavailableError } from '../platform/errors/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Redis } from '../platform/queues/index.ts';
import {
  type AnalyticsStats,
  type BreakdownRow,
  CHANNELS,
  type DailyStat,
  filterOf,
  type PageStat,
  type RecentView,
  type StatsQuery,
} from './analytics.schemas.ts';
import { conversionsIn } from './conversions/conversions.ts';
import type { CountryLookup } from './countries.ts';
import { addDays, DayWindow, dayOf } from './day.ts';
import { deviceOf } from './devices.ts';
import { referrerHostOf, sourceOf, utmOf } from './sources.ts';
import { countedPath } from './tracked-paths.ts';
import { ViewBatcher } from './view-batcher.ts';
import { type DailySalt, VISITOR_HASH_LENGTH, visitorHash } from './visitor.ts';
import {
  type GroupedView,
  splitSourceValue,
  type ViewAttributes,
  VisitGrouper,
  type VisitState,
} from './visits.ts';

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
 * ARGV: stream cap, seen-set lifetime, then per view its repeat key (visitor hash and path) and
 * its line.
 */
const STORE_VIEWS_SCRIPT = `local kept = {}
for i = 3, #ARGV, 2 do
  if redis.call('SADD', KEYS[4], ARGV[i]) == 1 then kept[#kept + 1] = ARGV[i + 1] end
end
redis.call('EXPIRE', KEYS[4], ARGV[2])
local repeats = (#ARGV - 2) / 2 - #kept
if repeats > 0 then redis.call('INCRBY', KEYS[3], repeats) end
if #kept == 0 then return 0 end
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'v', table.concat(kept, '\\n'))
redis.call('INCRBY', KEYS[2], #kept)
return #kept`;
/** Views per stream entry at most. */
const VIEWS_PER_ENTRY = 100;
/** Stream entries one rollup reads at most (each 1 to VIEWS_PER_ENTRY views). */
const MAX_ENTRIES_READ = 10_000;

/** The first entries holding `batchSize` views at most in all (the first one whatever its size). */
function entriesUpTo(entries: StreamEntry[], batchSize: number): StreamEntry[] {
  let views = 0;
  for (let i = 0; i < entries.length; i++) {
    const fields = entries[i]?.[1] ?? [];
    const inEntry = (fields[1] ?? '').split('\n').length;
    if (i > 0 && views + inEntry > batchSize) return entries.slice(0, i);
    views += inEntry;
  }
  return entries;
}
const BOT_VERDICTS_KEPT = 5_000;
const CHECKPOINT = 'page_views';
/** Visit states older than this are deleted: two days and an hour, the longest a salt lives. */
export const VISITOR_STATE_KEPT_MS = 49 * 60 * 60_000;

/** A value as one field of a stream line: fields are split by tabs, views by newlines. */
function oneField(value: string): string {
  return value.replace(/[\t\n\r]/g, ' ');
}

export type TrackInput = {
  path: string;
  ip: string;
  userAgent: string | undefined;
  /** The page's referrer as the browser gave it (an origin), if any. */
  referrer?: string;
  /** The landing address's utm_source, utm_medium, utm_campaign and ref, as sent. */
  campaign?: Record<string, string | undefined>;
  now?: Date;
};
export type TrackOutcome = 'queued' | 'ignored_bot' | 'ignored_path' | 'ignored_spam';

export type AnalyticsServiceDeps = {
  em: EntityManager;
  redis: Redis;
  salt: DailySalt;
  streamKey: string;
  timeZone: string;
  /** The site's own host: a referrer there is a move within the site, not a source. */
  siteHost: string;
  /** Opens the IP-to-country database once, on the first view; null where it cannot be read. */
  countries: () => Promise<CountryLookup | null>;
  log: Logger;
};

type StreamEntry = [id: string, fields: string[]];

export class AnalyticsService {
  readonly #deps: AnalyticsServiceDeps;
  /** Browsers repeat their User-Agent; remembering verdicts spares the large bot pattern. */
  readonly #botVerdicts = new Map<string, boolean>();
  readonly #batcher: ViewBatcher<{ repeatKey: string; line: string }>;

  constructor(deps: AnalyticsServiceDeps) {
    this.#deps = deps;
    // One stream entry per batch; a path never holds a newline (control characters are refused).
    this.#batcher = new ViewBatcher<{ repeatKey: string; line: string }>(async (views) => {
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
        ...views.flatMap((view) => [view.repeatKey, view.line]),
      );
    }, VIEWS_PER_ENTRY);
  }

  /**
   * Accepts one page view. Nothing touches Postgres here: the view is appended to a Redis
   * stream and the rollup job counts it. Known bots, paths the site does not route
   * (tracked-paths.ts), referrer spam and a visitor's repeat views of a path within the minute
   * are acknowledged but not counted. The IP makes the visitor's hash and names the country; it
   * is never stored.
   */
  async track(input: TrackInput): Promise<TrackOutcome> {
    if (!input.userAgent || this.#isBot(input.userAgent)) return 'ignored_bot';
    const path = countedPath(input.path);
    if (path === undefined) return 'ignored_path';
    const from = sourceOf({
      referrerHost: referrerHostOf(input.referrer, this.#deps.siteHost),
      utm: utmOf(input.campaign ?? {}),
    });
    if (!from) return 'ignored_spam';
    const now = input.now ?? new Date();
    try {
      const { salt, previousSalt } = await this.#deps.salt.forInstant(now);
      const visitor = visitorHash(salt, input.ip, input.userAgent);
      const previousVisitor = previousSalt ? visitorHash(previousSalt, input.ip, input.userAgent) : '';
      const countries = await this.#countries();
      const device = deviceOf(input.userAgent);
      const campaign = utmOf(input.campaign ?? {}).campaign ?? '';
      const line = [
        visitor,
        previousVisitor,
        path,
        from.source,
        from.channel,
        campaign,
        countries?.countryOf(input.ip) ?? '',
        device.browser,
        device.os,
        device.device,
      ]
        .map(oneField)
        .join('\t');
      // The line's arrival time is its stream entry's id.
      await this.#batcher.add({ repeatKey: `${visitor}${path}`, line });
      return 'queued';
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'page view could not be queued');
      throw new ServiceUnavailableError('Analytics is temporarily unavailable', 'analytics_unavailable');
    }
  }

  #countryLookup: Promise<CountryLookup | null> | undefined;

  #countries(): Promise<CountryLookup | null> {
    this.#countryLookup ??= this.#deps.countries().catch((error: unknown) => {
      this.#deps.log.warn({ err: error }, 'the IP-to-country database could not be opened: no countries');
      return null;
    });
    return this.#countryLookup;
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
      // Entries hold 1 to VIEWS_PER_ENTRY views (one event-loop turn's): read as many entries as
      // could hold the batch, count whole entries up to `batchSize` views, and stop there.
      const read = (await redis.xrange(
        streamKey,
        `(${from}`,
        '+',
        'COUNT',
        Math.max(1, Math.min(batchSize, MAX_ENTRIES_READ)),
      )) as StreamEntry[];
      if (read.length === 0) return { counted: 0, lastId: from };
      const entries = entriesUpTo(read, batchSize);

      const views = new Map<string, { day: string; path: string; views: number }>();
      const days = new DayWindow(timeZone);
      let counted = 0;
      const latest: { path: string; at: number }[] = [];
      const grouped: GroupedView[] = [];
      for (const [id, fields] of entries) {
        const at = Number.parseInt(id, 10);
        const day = days.dayOf(at);
        for (const { visitor, previousVisitor, path, attributes } of parseEntry(fields)) {
          grouped.push({ at, day, visitor, previousVisitor, path, attributes });
          counted += 1;
          const key = `${day}\u0000${path}`;
          const current = views.get(key);
          if (current) current.views += 1;
          else views.set(key, { day, path, views: 1 });
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
        `insert into page_view_recent (path, viewed_at)
         select path, viewed_at from jsonb_to_recordset(?::jsonb) as x(path text, viewed_at timestamptz)`,
        [JSON.stringify(recent)],
      );
      await tx.execute(
        `delete from page_view_recent where id < (select coalesce(min(id), 0) from
           (select id from page_view_recent order by id desc limit ${RECENT_KEPT}) newest)`,
      );
      await countVisits(tx, grouped);
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

  /**
   * Totals for a day range (inclusive, site time zone; the last 30 days by default), under at
   * most one filter. Everything is read from rollups: the daily path and visitor counts, and the
   * visits' rollup (visits.ts), never from single views.
   */
  async stats(query: StatsQuery = {}): Promise<AnalyticsStats> {
    const { em, timeZone } = this.#deps;
    const to = query.to ?? dayOf(new Date(), timeZone);
    const from = query.from ?? addDays(to, -29);
    const filter = filterOf(query);
    const scope = [filter?.dimension ?? '', filter?.value ?? ''];
    const [visitTotals] = await em.execute<RollupSums[]>(
      `select ${SUMS} from analytics_rollup
       where filter_dim = ? and filter_value = ? and dim = 'total' and day between ? and ?`,
      [...scope, from, to],
    );
    const breakdowns = await em.execute<(RollupSums & { dim: string; value: string })[]>(
      `select dim, value, visits, visitors, views, bounces, duration_ms from (
         select dim, value, ${SUMS},
           row_number() over (partition by dim order by sum(visitors) desc, sum(visits) desc, sum(views) desc, value) as rank
         from analytics_rollup
         where filter_dim = ? and filter_value = ? and dim <> 'total' and day between ? and ?
         group by dim, value) ranked
       where rank <= ${BREAKDOWN_ROWS}`,
      [...scope, from, to],
    );
    const visitDaily = await em.execute<(RollupSums & { day: string })[]>(
      `select day::text as day, ${SUMS} from analytics_rollup
       where filter_dim = ? and filter_value = ? and dim = 'total' and day between ? and ? group by day`,
      [...scope, from, to],
    );
    const byDay = new Map(visitDaily.map((row) => [row.day, row]));
    const panel = (dim: string) =>
      breakdowns
        .filter((row) => row.dim === dim)
        .map((row) => breakdownRow(row.value, row))
        .sort(
          (a, b) =>
            b.visitors - a.visitors ||
            b.visits - a.visits ||
            b.views - a.views ||
            a.value.localeCompare(b.value),
        );
    const visits = breakdownRow('', visitTotals ?? emptySums());
    const answer = {
      visits: visits.visits,
      bounceRate: visits.bounceRate,
      visitDuration: visits.visitDuration,
      entryPages: panel('entry'),
      exitPages: panel('exit')
        .filter((row) => row.visits > 0)
        .sort((a, b) => b.visits - a.visits || a.value.localeCompare(b.value)),
      sources: panel('source').map((row) => {
        const { channel, source } = splitSourceValue(row.value);
        return { ...row, value: source, channel: CHANNELS.find((known) => known === channel) ?? 'direct' };
      }),
      campaigns: panel('campaign'),
      browsers: panel('browser'),
      os: panel('os'),
      devices: panel('device'),
      countries: panel('country'),
      realtime: await this.#realtime(),
      conversions: await conversionsIn(em, { from, to }, filter),
      filter,
    };
    if (filter) {
      // Under a filter the visits' rollup answers all: views and visitors of the matching visits.
      const pages = breakdowns
        .filter((row) => row.dim === 'page')
        .map((row): PageStat => ({ page_path: row.value, views: Number(row.views) }))
        .sort((a, b) => b.views - a.views || a.page_path.localeCompare(b.page_path));
      return {
        ...answer,
        totalViews: visits.views,
        uniqueVisitors: visits.visitors,
        pageStats: pages,
        recentViews: [],
        daily: eachDay(from, to).map((day): DailyStat => {
          const row = byDay.get(day);
          return {
            day,
            views: Number(row?.views ?? 0),
            visitors: Number(row?.visitors ?? 0),
            visits: Number(row?.visits ?? 0),
          };
        }),
      };
    }
    const [totals] = await em.execute<{ views: string | null }[]>(
      'select sum(views) as views from page_view_daily where day between ? and ?',
      [from, to],
    );
    // Visitors per day come from the visits' rollup; days before it began (older installs) from
    // `visitor_daily`, which is no longer written: a row per visitor and day, its scan of a year
    // took 130-230 ms in bench:analytics.
    const [start] = await em.execute<{ day: string | null }[]>(
      `select min(day)::text as day from analytics_rollup where filter_dim = '' and filter_value = '' and dim = 'total'`,
    );
    const rollupFrom = start?.day ?? addDays(to, 1);
    const legacy = await em.execute<{ day: string; visitors: string }[]>(
      `select day::text as day, count(*) as visitors from visitor_daily
       where day between ? and ? and day < ? group by day`,
      [from, to, rollupFrom],
    );
    const legacyVisitors = new Map(legacy.map((row) => [row.day, Number(row.visitors)]));
    const visitorsOn = (day: string) =>
      day < rollupFrom ? (legacyVisitors.get(day) ?? 0) : Number(byDay.get(day)?.visitors ?? 0);
    const pages = await em.execute<{ path: string; views: string }[]>(
      `select path, sum(views) as views from page_view_daily where day between ? and ?
       group by path order by sum(views) desc, path limit 50`,
      [from, to],
    );
    const recent = await em.execute<{ path: string; viewed_at: Date }[]>(
      'select path, viewed_at from page_view_recent order by id desc limit 20',
    );
    const dailyViews = await em.execute<{ day: string; views: string }[]>(
      'select day::text as day, sum(views) as views from page_view_daily where day between ? and ? group by day',
      [from, to],
    );
    const viewsOn = new Map(dailyViews.map((row) => [row.day, Number(row.views)]));
    const days = eachDay(from, to);
    return {
      ...answer,
      totalViews: Number(totals?.views ?? 0),
      uniqueVisitors: days.reduce((sum, day) => sum + visitorsOn(day), 0),
      pageStats: pages.map((row): PageStat => ({ page_path: row.path, views: Number(row.views) })),
      recentViews: recent.map(
        (row): RecentView => ({ page_path: row.path, viewed_at: new Date(row.viewed_at).toISOString() }),
      ),
      daily: days.map(
        (day): DailyStat => ({
          day,
          views: viewsOn.get(day) ?? 0,
          visitors: visitorsOn(day),
          visits: Number(byDay.get(day)?.visits ?? 0),
        }),
      ),
    };
  }

  /** Visitors whose latest view came in the last 5 minutes, and the pages they were last on. */
  async #realtime(): Promise<AnalyticsStats['realtime']> {
    const since = new Date(Date.now() - REALTIME_MS).toISOString();
    const pages = await this.#deps.em.execute<{ path: string; visitors: string }[]>(
      `select exit_path as path, count(*) as visitors from analytics_visitor_state where last_at >= ?
       group by exit_path order by count(*) desc, exit_path limit ${BREAKDOWN_ROWS}`,
      [since],
    );
    const [total] = await this.#deps.em.execute<{ visitors: string }[]>(
      'select count(*) as visitors from analytics_visitor_state where last_at >= ?',
      [since],
    );
    return {
      visitors: Number(total?.visitors ?? 0),
      pages: pages.map((row) => ({ page_path: row.path, visitors: Number(row.visitors) })),
    };
  }
}

/** Joins the batch's views to their visits and adds them to the visits' rollup (visits.ts). */
async function countVisits(tx: EntityManager, views: GroupedView[]): Promise<void> {
  if (views.length === 0) return;
  const hashes = [
    ...new Set(
      views.flatMap((view) => (view.previousVisitor ? [view.visitor, view.previousVisitor] : [view.visitor])),
    ),
  ];
  const stored = await tx.execute<StoredVisitState[]>(
    `select visitor_hash, visit_day::text as visit_day, started_at, last_at, entry_path, exit_path, views,
            source, channel, campaign, country, browser, os, device
     from analytics_visitor_state where visitor_hash in (?)`,
    [hashes],
  );
  const states = new Map(stored.map((row) => [row.visitor_hash, visitStateOf(row)]));
  const grouper = new VisitGrouper(states);
  for (const view of views) grouper.add(view);
  await tx.execute(
    `insert into analytics_rollup (filter_dim, filter_value, dim, day, value, visits, visitors, views, bounces, duration_ms)
     select filter_dim, filter_value, dim, day, value, visits, visitors, views, bounces, duration_ms
     from jsonb_to_recordset(?::jsonb) as x(filter_dim text, filter_value text, dim text, day date, value text,
       visits int, visitors int, views int, bounces int, duration_ms bigint)
     order by filter_dim, filter_value, dim, day, value
     on conflict (filter_dim, filter_value, dim, day, value) do update set
       visits = analytics_rollup.visits + excluded.visits,
       visitors = analytics_rollup.visitors + excluded.visitors,
       views = analytics_rollup.views + excluded.views,
       bounces = analytics_rollup.bounces + excluded.bounces,
       duration_ms = analytics_rollup.duration_ms + excluded.duration_ms`,
    [
      JSON.stringify(
        grouper.deltas().map((delta) => ({
          filter_dim: delta.filterDim,
          filter_value: delta.filterValue,
          dim: delta.dim,
          day: delta.day,
          value: delta.value,
          visits: delta.visits,
          visitors: delta.visitors,
          views: delta.views,
          bounces: delta.bounces,
          duration_ms: delta.durationMs,
        })),
      ),
    ],
  );
  await tx.execute(
    `insert into analytics_visitor_state (visitor_hash, visit_day, started_at, last_at, entry_path, exit_path, views,
       source, channel, campaign, country, browser, os, device)
     select * from jsonb_to_recordset(?::jsonb) as x(visitor_hash text, visit_day date, started_at timestamptz,
       last_at timestamptz, entry_path text, exit_path text, views int, source text, channel text, campaign text,
       country text, browser text, os text, device text)
     on conflict (visitor_hash) do update set visit_day = excluded.visit_day, started_at = excluded.started_at,
       last_at = excluded.last_at, entry_path = excluded.entry_path, exit_path = excluded.exit_path,
       views = excluded.views, source = excluded.source, channel = excluded.channel, campaign = excluded.campaign,
       country = excluded.country, browser = excluded.browser, os = excluded.os, device = excluded.device`,
    [
      JSON.stringify(
        grouper.changedStates().map((state) => ({
          visitor_hash: state.visitorHash,
          visit_day: state.visitDay,
          started_at: new Date(state.startedAt).toISOString(),
          last_at: new Date(state.lastAt).toISOString(),
          entry_path: state.entryPath,
          exit_path: state.exitPath,
          views: state.views,
          ...state.attributes,
        })),
      ),
    ],
  );
  // A hash's salt is gone a day and an hour after its day: its visit can never go on. A batch
  // adds at most a state per view, so deleting up to twice that many expired ones keeps pace
  // even while the worker catches up a backlog (a fixed 1,000 fell behind 2,200 a batch).
  const newest = views.at(-1)?.at ?? Date.now();
  await tx.execute(
    `delete from analytics_visitor_state where visitor_hash in
       (select visitor_hash from analytics_visitor_state where last_at < ? limit ?)`,
    [new Date(newest - VISITOR_STATE_KEPT_MS).toISOString(), Math.max(1_000, views.length * 2)],
  );
}

const SUMS =
  'sum(visits) as visits, sum(visitors) as visitors, sum(views) as views, sum(bounces) as bounces, sum(duration_ms) as duration_ms';
/** Rows per breakdown panel at most. */
const BREAKDOWN_ROWS = 50;
/** "Now" on the dashboard: the last 5 minutes. */
const REALTIME_MS = 5 * 60_000;

type RollupSums = {
  visits: string | number | null;
  visitors: string | number | null;
  views: string | number | null;
  bounces: string | number | null;
  duration_ms: string | number | null;
};

function emptySums(): RollupSums {
  return { visits: 0, visitors: 0, views: 0, bounces: 0, duration_ms: 0 };
}

/** A panel's row from its sums: bounce rate in whole percent, duration in whole seconds per visit. */
function breakdownRow(value: string, sums: RollupSums): BreakdownRow {
  const visits = Number(sums.visits ?? 0);
  return {
    value,
    visits,
    visitors: Number(sums.visitors ?? 0),
    views: Number(sums.views ?? 0),
    bounceRate: visits > 0 ? Math.round((Number(sums.bounces ?? 0) / visits) * 100) : 0,
    visitDuration: visits > 0 ? Math.round(Number(sums.duration_ms ?? 0) / visits / 1000) : 0,
  };
}

/** Every day from `from` to `to`, inclusive. */
function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

type StoredVisitState = {
  visitor_hash: string;
  visit_day: string;
  started_at: Date;
  last_at: Date;
  entry_path: string;
  exit_path: string;
  views: number;
  source: string;
  channel: string;
  campaign: string | null;
  country: string | null;
  browser: string;
  os: string;
  device: string;
};

function visitStateOf(row: StoredVisitState): VisitState {
  return {
    visitorHash: row.visitor_hash,
    visitDay: row.visit_day,
    startedAt: new Date(row.started_at).getTime(),
    lastAt: new Date(row.last_at).getTime(),
    entryPath: row.entry_path,
    exitPath: row.exit_path,
    views: row.views,
    attributes: {
      source: row.source,
      channel: CHANNELS.find((known) => known === row.channel) ?? 'direct',
      campaign: row.campaign,
      country: row.country,
      browser: row.browser,
      os: row.os,
      device: row.device,
    },
  };
}

type StreamView = {
  visitor: string;
  previousVisitor: string | null;
  path: string;
  attributes: ViewAttributes;
};

const UNKNOWN = 'Unknown';
/** Views queued before visits were kept (a line of hash and path) count as direct, device unknown. */
const LEGACY_ATTRIBUTES: ViewAttributes = {
  source: 'Direct / None',
  channel: 'direct',
  campaign: null,
  country: null,
  browser: UNKNOWN,
  os: UNKNOWN,
  device: 'desktop',
};

/** The views of one stream entry: a line each, its fields split by tabs (see `track`). */
export function parseEntry(fields: string[]): StreamView[] {
  return (fields[1] ?? '').split('\n').map((line): StreamView => {
    if (!line.includes('\t')) {
      return {
        visitor: line.slice(0, VISITOR_HASH_LENGTH),
        previousVisitor: null,
        path: line.slice(VISITOR_HASH_LENGTH) || '/',
        attributes: LEGACY_ATTRIBUTES,
      };
    }
    const [visitor = '', previous = '', path = '/', source, channel, campaign, country, browser, os, device] =
      line.split('\t');
    return {
      visitor,
      previousVisitor: previous || null,
      path: path || '/',
      attributes: {
        source: source || LEGACY_ATTRIBUTES.source,
        channel: CHANNELS.find((known) => known === channel) ?? 'direct',
        campaign: campaign || null,
        country: country || null,
        browser: browser || UNKNOWN,
        os: os || UNKNOWN,
        device: device || LEGACY_ATTRIBUTES.device,
      },
    };
  });
}
