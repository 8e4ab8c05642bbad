import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

type Scope = { orm: MikroORM; em?: EntityManager };

const scopes = new AsyncLocalStorage<Scope>();

/**
 * Runs `fn` with its own entity manager, created on first use: a request or job that
 * never touches the database (page-view tracking) pays nothing for it.
 */
export function withEntityManagerScope<T>(orm: MikroORM, fn: () => Promise<T>): Promise<T> {
  return scopes.run({ orm }, fn);
}

/** The ORM's `context` hook: the current scope's entity manager, forked lazily. */
export function scopedEntityManager(): EntityManager | undefined {
  const scope = scopes.getStore();
  if (!scope) return undefined;
  scope.em ??= scope.orm.em.fork({ disableContextResolution: true });
  return scope.em;
}
