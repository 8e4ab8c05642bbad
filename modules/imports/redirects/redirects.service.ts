import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import { requireId } from '../../platform/http/index.ts';
import { listAnswer, type PageQuery } from '../../platform/lists/index.ts';
import { Redirect } from '../entities/index.ts';
import {
  isFreePath,
  isSitePath,
  normalisePath,
  REDIRECT_MESSAGES,
  type RedirectCreateInput,
  type RedirectUpdateInput,
  type RedirectView,
} from './redirect.schemas.ts';

export type RedirectsDeps = {
  em: EntityManager;
  /** The redirects' version (namespace `redirects`): moved after each committed change. */
  cache: { invalidate(): Promise<void> };
};

/** `refused`: not a pair of site paths (or a loop to itself); `kept`: the owner's own redirect stays. */
export type RedirectOutcome = 'created' | 'updated' | 'unchanged' | 'refused' | 'kept';

export const presentRedirect = (row: Redirect): RedirectView => ({
  id: row.id,
  from: row.fromPath,
  to: row.toPath,
  status: row.status,
  source: row.source,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The owner's redirects (admin API) and the ones an import records. */
export class RedirectsService {
  readonly #deps: RedirectsDeps;

  constructor(deps: RedirectsDeps) {
    this.#deps = deps;
  }

  async list(query: PageQuery & { q?: string }) {
    const where = query.q
      ? {
          $or: [
            { fromPath: { $ilike: `%${escapeLike(query.q)}%` } },
            { toPath: { $ilike: `%${escapeLike(query.q)}%` } },
          ],
        }
      : {};
    const [rows, total] = await this.#deps.em.findAndCount(Redirect, where, {
      orderBy: { fromPath: 'asc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return listAnswer('redirects', rows.map(presentRedirect), total, query);
  }

  async create(input: RedirectCreateInput): Promise<RedirectView> {
    const row = await this.#write(async (em) => {
      if (await em.count(Redirect, { fromPath: input.from }))
        throw new ConflictError(REDIRECT_MESSAGES.fromTaken, 'redirect_exists');
      await this.#refuseLoop(em, input.from, input.to);
      return em.create(Redirect, {
        id: randomUUID(),
        fromPath: input.from,
        toPath: input.to,
        status: 301,
        source: 'manual',
      });
    });
    return presentRedirect(row);
  }

  async update(id: string, input: RedirectUpdateInput): Promise<RedirectView> {
    requireId(id, REDIRECT_MESSAGES.notFound);
    const row = await this.#write(async (em) => {
      const found = await em.findOne(Redirect, { id });
      if (!found) throw new NotFoundError(REDIRECT_MESSAGES.notFound);
      const from = input.from ?? found.fromPath;
      const to = input.to ?? found.toPath;
      if (normalisePath(to) === from) throw new ConflictError(REDIRECT_MESSAGES.same, 'redirect_loop');
      if (from !== found.fromPath && (await em.count(Redirect, { fromPath: from })))
        throw new ConflictError(REDIRECT_MESSAGES.fromTaken, 'redirect_exists');
      await this.#refuseLoop(em, from, to, found.id);
      // Edited by the owner: a later import leaves it as they made it.
      em.assign(found, { fromPath: from, toPath: to, source: 'manual' });
      return found;
    });
    return presentRedirect(row);
  }

  async delete(id: string): Promise<void> {
    requireId(id, REDIRECT_MESSAGES.notFound);
    await this.#write(async (em) => {
      const found = await em.findOne(Redirect, { id });
      if (!found) throw new NotFoundError(REDIRECT_MESSAGES.notFound);
      em.remove(found);
      return found;
    });
  }

  /**
   * Records an import's redirects inside its transaction (one query for them all): each new, or
   * moved to a new target when the import made it; one the owner made or edited is left alone.
   * Refuses (skips) a path or target that is not a path of this site. One outcome per entry.
   */
  async recordAll(
    tx: EntityManager,
    entries: { from: string; to: string }[],
    source: string,
  ): Promise<RedirectOutcome[]> {
    const paths = entries.map(({ from }) => normalisePath(from));
    const wanted = paths.filter((path, index) => acceptable(path, entries[index]?.to ?? ''));
    const found = new Map(
      wanted.length === 0
        ? []
        : (await tx.find(Redirect, { fromPath: { $in: wanted } })).map((row) => [row.fromPath, row]),
    );
    return entries.map(({ to }, index): RedirectOutcome => {
      const path = paths[index] ?? '';
      if (!acceptable(path, to)) return 'refused';
      const row = found.get(path);
      if (!row) {
        found.set(
          path,
          tx.create(Redirect, { id: randomUUID(), fromPath: path, toPath: to, status: 301, source }),
        );
        return 'created';
      }
      if (row.toPath === to) return 'unchanged';
      if (row.source !== source) return 'kept';
      row.toPath = to;
      return 'updated';
    });
  }

  /** Every redirect, old path to new path: what the request path answers from. */
  async all(): Promise<Record<string, string>> {
    const rows = await this.#deps.em
      .fork()
      .find(Redirect, {}, { fields: ['fromPath', 'toPath'], orderBy: { fromPath: 'asc' } });
    return Object.fromEntries(rows.map((row) => [row.fromPath, row.toPath]));
  }

  /** Follows `to` through the table (at most 20 steps): reaching `from` again is a loop. */
  async #refuseLoop(em: EntityManager, from: string, to: string, ignoreId?: string): Promise<void> {
    let next = normalisePath(to);
    for (let step = 0; step < 20; step += 1) {
      if (next === from) throw new ConflictError(REDIRECT_MESSAGES.loop, 'redirect_loop');
      const hop = await em.findOne(Redirect, { fromPath: next }, { fields: ['id', 'toPath'] });
      if (!hop || hop.id === ignoreId) return;
      next = normalisePath(hop.toPath);
    }
  }

  async #write(work: (em: EntityManager) => Promise<Redirect>): Promise<Redirect> {
    let row: Redirect;
    try {
      row = await this.#deps.em.transactional(async (em) => {
        const result = await work(em);
        await em.flush();
        return result;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError(REDIRECT_MESSAGES.fromTaken, 'redirect_exists');
      throw error;
    }
    await this.#deps.cache.invalidate();
    return row;
  }
}

/** Whether an import may record a redirect from `path` (normalised) to `to`. */
const acceptable = (path: string, to: string): boolean =>
  isSitePath(path) && isSitePath(to) && normalisePath(to) !== path && isFreePath(path);
