import { loadavg } from 'node:os';
import { type AnalyticsService, addDays, dayOf, endOfDay } from '../../modules/analytics/index.ts';

export { addDays };

import { type MikroORM, withEntityManagerScope } from '../../modules/platform/db/index.ts';
import type { Redis } from '../../modules/platform/queues/index.ts';
import type { TrafficModel, TrafficView } from './analytics-traffic.ts';
import { fmt } from './bench-support.ts';

/** `track` puts at most this many views in one stream entry (VIEWS_PER_ENTRY in the service). */
const VIEWS_PER_ENTRY = 100;
/** During a day's first half hour `track` also writes the visitor's hash under yesterday's salt. */
const PREVIOUS_HASH_MS = 30 * 60_000;
const XADDS_PER_PIPELINE = 2_000;

export type IngestOptions = {
  model: TrafficModel;
  service: AnalyticsService;
  orm: MikroORM;
  redis: Redis;
  streamKey: string;
  timeZone: string;
  views: number;
  days: number;
  batchSize: number;
  now: number;
};

export type IngestFigures = {
  generated: number;
  counted: number;
  entries: number;
  rollups: number;
  generateMs: number;
  countMs: number;
  peakStreamBytes: number;
  today: string;
};

/**
 * Writes the traffic to the service's Redis stream a day at a time, exactly as `track` queues
 * views (a tab-separated line per view, up to 100 per entry, the entry's id the views' arrival
 * time), then has `AnalyticsService.rollup` count the day before the next is written, so the
 * stream never holds more than a day. Writing and counting are timed apart.
 */
export async function ingest(options: IngestOptions): Promise<IngestFigures> {
  const { model, service, orm, redis, streamKey, timeZone, now } = options;
  const today = dayIn(now, timeZone);
  const days = Array.from({ length: options.days }, (_, index) => addDays(today, index - options.days + 1));
  const starts = [...days, addDays(today, 1)].map((day) => startOfDay(day, timeZone));
  const quotas = dailyQuotas(model, days, starts, now, options.views);
  const figures: IngestFigures = {
    generated: 0,
    counted: 0,
    entries: 0,
    rollups: 0,
    generateMs: 0,
    countMs: 0,
    peakStreamBytes: 0,
    today,
  };
  let carried: TrafficView[] = [];
  let lastLine = { counted: 0, countMs: 0 };
  for (const [index, day] of days.entries()) {
    const dayStart = starts[index] ?? 0;
    const dayEnd = starts[index + 1] ?? 0;
    const written = performance.now();
    const drawn = carried.concat(model.visitsOfDay(dayStart, dayEnd, now, quotas[index] ?? 0));
    carried = drawn.filter((view) => view.at >= dayEnd);
    const views = drawn.filter((view) => view.at < dayEnd).sort((a, b) => a.at - b.at);
    const entries = await writeDay(redis, streamKey, model, views, day, dayStart);
    figures.generated += views.length;
    figures.entries += entries;
    figures.generateMs += performance.now() - written;

    if (index === 0 && (await service.backlog()) !== entries)
      throw new Error(`the service's stream is not ${streamKey}: it holds no day's entries`);
    const bytes = Number((await redis.call('MEMORY', 'USAGE', streamKey)) ?? 0);
    figures.peakStreamBytes = Math.max(figures.peakStreamBytes, bytes);

    const counting = performance.now();
    for (let counted = -1; counted !== 0; ) {
      counted = await withEntityManagerScope(orm, () => service.rollup(options.batchSize));
      figures.counted += counted;
      figures.rollups += 1;
    }
    figures.countMs += performance.now() - counting;

    if ((index + 1) % 30 === 0 || index === days.length - 1) {
      // Counting slows as the tables grow: each line gives its own 30 days' rate beside the run's.
      const rate = (views: number, ms: number) => fmt(views / (ms / 1000)).padStart(6);
      console.log(
        `  day ${String(index + 1).padStart(3)}/${days.length} ${day}: ${fmt(figures.generated).padStart(10)} views   written ${rate(figures.generated, figures.generateMs)} views/s   counted ${rate(figures.counted, figures.countMs)} views/s (these days ${rate(figures.counted - lastLine.counted, figures.countMs - lastLine.countMs)})   load ${loadavg()
          .map((load) => fmt(load, 2))
          .join(' ')}`,
      );
      lastLine = { counted: figures.counted, countMs: figures.countMs };
    }
  }
  return figures;
}

/** Each day's share of `total` views: its weight, today's cut to the part of the day gone by. */
function dailyQuotas(
  model: TrafficModel,
  days: string[],
  starts: number[],
  now: number,
  total: number,
): number[] {
  const weights = model.dayWeights(days);
  const last = weights.length - 1;
  weights[last] = (weights[last] ?? 0) * model.shareBefore(now - (starts[last] ?? now));
  const sum = weights.reduce((all, weight) => all + weight, 0);
  const quotas = weights.map((weight) => Math.floor((total * weight) / sum));
  // What the rounding left goes to the busiest day.
  const busiest = weights.indexOf(Math.max(...weights));
  quotas[busiest] = (quotas[busiest] ?? 0) + total - quotas.reduce((all, quota) => all + quota, 0);
  return quotas;
}

/** One day's views as stream entries: views of the same millisecond share an entry, as `track` batches them. */
async function writeDay(
  redis: Redis,
  streamKey: string,
  model: TrafficModel,
  views: TrafficView[],
  day: string,
  dayStart: number,
): Promise<number> {
  const hashes = new Map<number, string>();
  const previousHashes = new Map<number, string>();
  const previousDay = addDays(day, -1);
  const hashOf = (cache: Map<number, string>, person: number, on: string) => {
    let hash = cache.get(person);
    if (hash === undefined) {
      hash = model.hashOf(person, on);
      cache.set(person, hash);
    }
    return hash;
  };
  let pipeline = redis.pipeline();
  let queued = 0;
  let entries = 0;
  let lines: string[] = [];
  let entryAt = -1;
  let sequence = 0;
  const flush = async (force: boolean) => {
    if (lines.length > 0) {
      pipeline.xadd(streamKey, `${entryAt}-${sequence}`, 'v', lines.join('\n'));
      lines = [];
      queued += 1;
      entries += 1;
    }
    if (queued >= XADDS_PER_PIPELINE || (force && queued > 0)) {
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      pipeline = redis.pipeline();
      queued = 0;
    }
  };
  for (const view of views) {
    if (view.at !== entryAt || lines.length >= VIEWS_PER_ENTRY) {
      await flush(false);
      sequence = view.at === entryAt ? sequence + 1 : 0;
      entryAt = view.at;
    }
    const previous =
      view.at < dayStart + PREVIOUS_HASH_MS ? hashOf(previousHashes, view.person, previousDay) : '';
    lines.push(`${hashOf(hashes, view.person, day)}\t${previous}\t${view.path}\t${view.tail}`);
  }
  await flush(true);
  return entries;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(ms: number, timeZone: string): string {
  return dayOf(new Date(ms), timeZone);
}

/** The instant a day begins in a time zone: the end of the day before (its noon, UTC, is in it). */
function startOfDay(day: string, timeZone: string): number {
  return endOfDay(new Date(`${addDays(day, -1)}T12:00:00Z`), timeZone).getTime();
}
