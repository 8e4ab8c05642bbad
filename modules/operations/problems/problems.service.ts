import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { Problem } from '../entities/problem.entity.ts';
import type { ProblemKind } from '../operations.schemas.ts';
import { keysToResolve, type Observation } from './problem-rules.ts';

/** Titles of the problems someone reports (the sweep's checks title their own). */
const REPORTED_TITLES: Partial<Record<ProblemKind, string>> = {
  storage_write_refused: 'The upload store refused a write',
};

/**
 * The problems table: one open row per key. Every write is one statement, so the API (a refused
 * upload) and any number of workers (the sweep) can touch the same problem at once.
 */
export class ProblemsService {
  readonly #em: EntityManager;
  readonly #clock: () => Date;

  constructor(deps: { em: EntityManager; clock: () => Date }) {
    this.#em = deps.em;
    this.#clock = deps.clock;
  }

  /** Opens the problem of `observation.key`, or counts one more sighting of the open one. */
  async touch(observation: Observation): Promise<{ id: string; opened: boolean }> {
    const now = this.#clock();
    const [row] = await this.#em.execute<{ id: string; opened: boolean }[]>(
      `insert into problem (id, key, kind, title, detail, link, first_seen_at, last_seen_at, occurrences)
       values (?, ?, ?, ?, ?, ?, ?, ?, 1)
       on conflict (key) where resolved_at is null do update
         set last_seen_at = excluded.last_seen_at, occurrences = problem.occurrences + 1,
             title = excluded.title, detail = excluded.detail, link = excluded.link
       returning id, (xmax = 0) as opened`,
      [
        randomUUID(),
        observation.key.slice(0, 200),
        observation.kind,
        observation.title.slice(0, 200),
        observation.detail.slice(0, 2_000),
        observation.link,
        now,
        now,
      ],
    );
    if (!row) throw new Error(`problem ${observation.key} was neither opened nor touched`);
    return row;
  }

  /** A problem reported from elsewhere (the upload store): `kind` or `kind:subject`. */
  report(kind: ProblemKind, detail: string, subject?: string) {
    return this.touch({
      key: subject ? `${kind}:${subject}` : kind,
      kind,
      title: REPORTED_TITLES[kind] ?? kind,
      detail,
      link: null,
    });
  }

  /**
   * Records one sweep: every observation touched, then the open problems whose condition
   * cleared resolved (only kinds in `checked`, the checks that answered this time).
   */
  async record(observations: readonly Observation[], checked: ReadonlySet<ProblemKind>) {
    let opened = 0;
    for (const observation of observations) if ((await this.touch(observation)).opened) opened += 1;
    const open = await this.#em.find(
      Problem,
      { resolvedAt: null },
      { fields: ['key', 'kind', 'lastSeenAt'], disableIdentityMap: true },
    );
    const keys = keysToResolve(open, new Set(observations.map((entry) => entry.key)), checked, this.#clock());
    const resolved =
      keys.length === 0
        ? 0
        : await this.#em.nativeUpdate(
            Problem,
            { key: { $in: keys }, resolvedAt: null },
            { resolvedAt: this.#clock() },
          );
    return { opened, resolved };
  }

  /** Open problems, oldest first. */
  listOpen(limit = 100): Promise<Problem[]> {
    return this.#em.find(
      Problem,
      { resolvedAt: null },
      { orderBy: { firstSeenAt: 'asc', id: 'asc' }, limit, disableIdentityMap: true },
    );
  }

  /** Open problems whose owner has not been emailed yet. */
  unnotified(): Promise<Problem[]> {
    return this.#em.find(
      Problem,
      { resolvedAt: null, notifiedAt: null },
      { orderBy: { firstSeenAt: 'asc' }, limit: 100, disableIdentityMap: true },
    );
  }

  find(id: string): Promise<Problem | null> {
    return this.#em.findOne(Problem, { id }, { disableIdentityMap: true });
  }

  /** Stamps the alert as sent; answers false when it already was. */
  async markNotified(id: string): Promise<boolean> {
    return (
      (await this.#em.nativeUpdate(Problem, { id, notifiedAt: null }, { notifiedAt: this.#clock() })) > 0
    );
  }

  /** Open problems by kind (a metric). */
  async openCounts(): Promise<Record<string, number>> {
    const rows = await this.#em.execute<{ kind: string; count: number }[]>(
      'select kind, count(*)::int as count from problem where resolved_at is null group by kind',
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
  }
}
