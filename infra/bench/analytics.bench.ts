import { loadavg } from 'node:os';
import pg from 'pg';
import { createAnalyticsModule } from '../../modules/analytics/index.ts';
import { ENTITIES } from '../../modules/entities.ts';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { createOrm, withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { Redis } from '../../modules/platform/queues/index.ts';
import { addDays, ingest } from './analytics-ingest.ts';
import {
  type CaseFigures,
  explain,
  oneLine,
  type QueryCase,
  recordingEntityManager,
  row,
  timeCase,
} from './analytics-queries.ts';
import { TrafficModel } from './analytics-traffic.ts';
import { benchServiceEnv, createBenchEnv, fmt, runBench } from './bench-support.ts';

/**
 * `npm run bench:analytics` (issue 31): a year of a creator's site's traffic, 10 million views
 * over 365 days by default (`BENCH_VIEWS`, `BENCH_DAYS`; `BENCH_SEED` for another year), written
 * to the analytics stream as `track` writes it and counted by `AnalyticsService.rollup` itself,
 * a day at a time (batches of `ANALYTICS_ROLLUP_BATCH`, as the worker's job). Then the dashboard's
 * `stats` for the last 12 months, 30 and 7 days, unfiltered and under each filter,
 * `BENCH_QUERY_RUNS` times each (50), with p50/p95/max and the slowest of its SQL statements;
 * the rollup tables' rows and sizes. Target: p95 < 300 ms for every 12-month case, and every view
 * counted once. A 12-month case above target has its slow statements EXPLAINed.
 */
const VIEWS = Number(process.env.BENCH_VIEWS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const SEED = Number(process.env.BENCH_SEED ?? 31);
const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 50);
const TARGET_P95_MS = 300;
const TABLES = ['analytics_rollup', 'analytics_visitor_state', 'page_view_daily', 'visitor_daily'];

const env = await createBenchEnv();
const config = loadConfig({ ...process.env, ...benchServiceEnv(env), PUBLIC_URL: 'https://bench.example' });
const orm = await createOrm({ databaseUrl: env.databaseUrl, entities: ENTITIES, poolMax: 4 });
const redis = new Redis(env.redisUrl);
const db = new pg.Client({ connectionString: env.databaseUrl });
await db.connect();
const recorder = recordingEntityManager(orm.em);
// Built as the composition root wires it (modules/wiring/analytics.ts), on the timing entity manager.
const { service } = createAnalyticsModule({
  em: recorder.em,
  redis,
  redisPrefix: config.redisPrefix,
  timeZone: config.siteTimeZone,
  publicUrl: config.publicUrl,
  rollupEveryMs: config.analyticsRollupEveryMs,
  rollupBatchSize: config.analyticsRollupBatch,
  log: createLogger({ level: 'warn', name: 'bench' }),
});
const load = () =>
  loadavg()
    .map((value) => fmt(value, 2))
    .join(' ');

await runBench(async () => {
  const model = new TrafficModel(SEED);
  console.log(
    `bench:analytics — ${fmt(VIEWS)} views over ${DAYS} days (${fmt(VIEWS / DAYS)}/day, ${model.paths} paths, seed ${SEED}), site time zone ${config.siteTimeZone}, rollup batches of ${fmt(config.analyticsRollupBatch)}; load average ${load()}`,
  );
  const figures = await ingest({
    model,
    service,
    orm,
    redis,
    // The service's stream, as createAnalyticsModule names it; ingest checks the service sees it.
    streamKey: `${config.redisPrefix}:analytics:views`,
    timeZone: config.siteTimeZone,
    views: VIEWS,
    days: DAYS,
    batchSize: config.analyticsRollupBatch,
    now: Date.now(),
  });
  console.log(
    `written: ${fmt(figures.generated)} views in ${fmt(figures.entries)} stream entries, ${fmt(figures.generateMs / 1000, 1)} s (${fmt(figures.generated / (figures.generateMs / 1000))} views/s); largest day in Redis ${fmt(figures.peakStreamBytes / 1024 / 1024, 1)} MB`,
  );
  console.log(
    `counted by rollup: ${fmt(figures.counted)} views in ${fmt(figures.rollups)} rollup calls, ${fmt(figures.countMs / 1000, 1)} s (${fmt(figures.counted / (figures.countMs / 1000))} views/s); backlog ${await service.backlog()} entries; load average ${load()}`,
  );

  // A year of autovacuum would have run; one pass now, so the plans are those of a settled table.
  const vacuumed = performance.now();
  await db.query(`vacuum (analyze) ${TABLES.join(', ')}`);
  console.log(`vacuum (analyze) of the rollup tables: ${fmt((performance.now() - vacuumed) / 1000, 1)} s`);
  for (const table of TABLES) {
    const { rows } = await db.query<{ rows: string; bytes: string }>(
      `select count(*) as rows, pg_total_relation_size('${table}') as bytes from ${table}`,
    );
    const sizes = rows[0] ?? { rows: '0', bytes: '0' };
    console.log(
      `  ${table.padEnd(24)} ${fmt(Number(sizes.rows)).padStart(12)} rows ${fmt(Number(sizes.bytes) / 1024 / 1024, 1).padStart(9)} MB`,
    );
  }

  const year = await withEntityManagerScope(orm, () =>
    service.stats({ from: addDays(figures.today, -364), to: figures.today }),
  );
  const top = (rows: { value: string; visits: number }[]) =>
    rows
      .slice(0, 3)
      .map((entry) => `${entry.value} ${fmt(entry.visits)}`)
      .join(', ');
  console.log(
    `12 months: ${fmt(year.totalViews)} views, ${fmt(year.uniqueVisitors)} daily visitors summed, ${fmt(year.visits)} visits (${fmt(year.totalViews / Math.max(1, year.visits), 2)} views each), bounce ${year.bounceRate}%, ${year.visitDuration} s a visit; sources ${top(year.sources)}; countries ${top(year.countries)}; devices ${top(year.devices)}; campaigns ${top(year.campaigns)}`,
  );

  const filters: [string, Record<string, string>][] = [
    ['none', {}],
    ['source=Google', { source: 'Google' }],
    [`campaign=${year.campaigns[0]?.value ?? ''}`, { campaign: year.campaigns[0]?.value ?? '' }],
    ['entry=/', { entry: '/' }],
    ['country=KE', { country: 'KE' }],
    ['device=mobile', { device: 'mobile' }],
    ['browser=Chrome', { browser: 'Chrome' }],
    ['os=Android', { os: 'Android' }],
  ];
  const ranges: [string, number][] = [
    ['12 months', 365],
    ['30 days', 30],
    ['7 days', 7],
  ];
  console.log(`stats(), ${RUNS} runs per case (target: p95 < ${TARGET_P95_MS} ms for 12 months):`);
  const results: CaseFigures[] = [];
  for (const [range, days] of ranges) {
    for (const [filter, query] of filters) {
      const queryCase: QueryCase = { range, days, filter, query };
      const caseFigures = await timeCase(
        { service, orm, take: recorder.take, today: figures.today, runs: RUNS },
        queryCase,
      );
      results.push(caseFigures);
      console.log(row(caseFigures, days === 365 ? TARGET_P95_MS : undefined));
    }
  }
  console.log(`load average after the queries ${load()}`);

  const yearly = results.filter((result) => result.days === 365);
  console.log('12 months, the three slowest statements of each case (median ms):');
  for (const result of yearly) {
    console.log(`  ${result.filter}`);
    for (const statement of result.statements.slice(0, 3))
      console.log(`    ${fmt(statement.median, 1).padStart(7)}  ${oneLine(statement.sql)}`);
  }
  const missed = yearly.filter((result) => result.p95 >= TARGET_P95_MS);
  // Every statement of a missed case that takes a fifth of the budget or more, once each.
  const explained = new Set<string>();
  for (const result of missed) {
    for (const statement of result.statements) {
      if (statement.median < TARGET_P95_MS / 5 || explained.has(statement.sql)) continue;
      explained.add(statement.sql);
      console.log(
        `EXPLAIN ANALYZE, 12 months / ${result.filter}, median ${fmt(statement.median, 1)} ms in stats():`,
      );
      console.log(`  ${oneLine(statement.sql, 400)}`);
      console.log(`  params ${JSON.stringify(statement.params)}`);
      for (const line of await explain(orm, statement.sql, statement.params)) console.log(`    ${line}`);
    }
  }

  const allCounted = figures.counted === VIEWS && figures.generated === VIEWS;
  const allShown = DAYS > 365 || year.totalViews === VIEWS;
  console.log(
    `every view counted once: ${allCounted && allShown ? 'yes' : 'NO'} (written ${fmt(figures.generated)}, counted ${fmt(figures.counted)}, 12 months shows ${fmt(year.totalViews)})`,
  );
  return allCounted && allShown && missed.length === 0;
}, [async () => redis.disconnect(), () => db.end(), () => orm.close(), () => env.cleanup()]);
