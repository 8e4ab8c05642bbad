import { type AnalyticsService, statsQuerySchema } from '../../modules/analytics/index.ts';
import {
  type EntityManager,
  type MikroORM,
  withEntityManagerScope,
} from '../../modules/platform/db/index.ts';
import { addDays } from './analytics-ingest.ts';
import { fmt } from './bench-support.ts';

type Statement = { sql: string; params: unknown; ms: number };

/**
 * The entity manager the service is given, timing each `execute` it makes: which of a stats
 * answer's statements is slow, with its very SQL and parameters to EXPLAIN. Nothing else changes.
 */
export function recordingEntityManager(em: EntityManager): { em: EntityManager; take(): Statement[] } {
  let statements: Statement[] = [];
  const execute = async (...args: Parameters<EntityManager['execute']>) => {
    const started = performance.now();
    try {
      return await em.execute(...args);
    } finally {
      statements.push({ sql: String(args[0]), params: args[1], ms: performance.now() - started });
    }
  };
  const recording = new Proxy(em, {
    get(target, key) {
      if (key === 'execute') return execute;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    em: recording,
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

export type QueryCase = { range: string; days: number; filter: string; query: Record<string, string> };
export type CaseFigures = QueryCase & {
  p50: number;
  p95: number;
  max: number;
  /** Each statement's median over the runs, slowest first. */
  statements: { sql: string; params: unknown; median: number }[];
};

/** Times `stats` for a case `runs` times, in a scope of its own each time as a request has. */
export async function timeCase(
  options: { service: AnalyticsService; orm: MikroORM; take: () => Statement[]; today: string; runs: number },
  queryCase: QueryCase,
): Promise<CaseFigures> {
  const query = statsQuerySchema.parse({
    from: addDays(options.today, 1 - queryCase.days),
    to: options.today,
    ...queryCase.query,
  });
  const times: number[] = [];
  const bySql = new Map<string, { params: unknown; times: number[] }>();
  options.take();
  for (let run = 0; run < options.runs; run++) {
    const started = performance.now();
    await withEntityManagerScope(options.orm, () => options.service.stats(query));
    times.push(performance.now() - started);
    for (const statement of options.take()) {
      const seen = bySql.get(statement.sql) ?? { params: statement.params, times: [] };
      seen.times.push(statement.ms);
      bySql.set(statement.sql, seen);
    }
  }
  return {
    ...queryCase,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: Math.max(...times),
    statements: [...bySql.entries()]
      .map(([sql, seen]) => ({ sql, params: seen.params, median: percentile(seen.times, 0.5) }))
      .sort((a, b) => b.median - a.median),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement as the service ran it, plan lines as text. */
export async function explain(orm: MikroORM, sql: string, params: unknown): Promise<string[]> {
  const rows = await withEntityManagerScope(orm, () =>
    orm.em.execute<Record<string, string>[]>(`explain (analyze, buffers) ${sql}`, params as unknown[]),
  );
  return rows.map((row) => Object.values(row)[0] ?? '');
}

/** A statement on one line, cut to `length`. */
export function oneLine(sql: string, length = 96): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** Nearest-rank percentile. */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

export function row(figures: CaseFigures, target: number | undefined): string {
  const slowest = figures.statements[0];
  const missed = target !== undefined && figures.p95 >= target ? '   ABOVE TARGET' : '';
  return `${figures.range.padEnd(9)} ${figures.filter.padEnd(26)} p50 ${fmt(figures.p50, 1).padStart(7)} ms   p95 ${fmt(figures.p95, 1).padStart(7)} ms   max ${fmt(figures.max, 1).padStart(7)} ms   slowest statement ${fmt(slowest?.median ?? 0, 1).padStart(6)} ms${missed}`;
}
