import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { type DehydratedState, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { SITE_ROOT } from './query-keys';

/** Spec section 4: cached data shows at once and refreshes in the background; the cache lives 5 minutes. */
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;

/** Where the public site's cache is kept between visits. */
export const QUERY_CACHE_STORAGE_KEY = 'site-query-cache';

/**
 * Bump when the shape of a persisted answer changes: a cache saved under another buster is dropped
 * instead of being shown with the wrong shape.
 */
export const QUERY_CACHE_BUSTER = 'site-v1';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_LIFETIME_MS,
        gcTime: CACHE_LIFETIME_MS,
        // apiRequest already retries with backoff; a second layer would multiply the tries.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Only the public site's successful reads are kept; back-office data never touches the disk. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.queryKey[0] === SITE_ROOT && query.state.status === 'success';
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): the cache simply lives in memory.
    return undefined;
  }
}

/**
 * Options for `PersistQueryClientProvider`: the public site's cache is saved to localStorage and
 * restored on the next visit when younger than 5 minutes, so sections paint at once while the
 * queries refresh in the background.
 */
export function createPersistOptions(
  storage: Storage | undefined = browserStorage(),
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_STORAGE_KEY, throttleTime: 1000 }),
    maxAge: CACHE_LIFETIME_MS,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/** How long an answer the page arrived with counts as fresh, even for reads that always refresh. */
export const SERVER_DATA_FRESH_MS = 60 * 1000;

/** The answers the server rendered this page with, as stored in the cache (compared by identity). */
const serverData = new WeakSet<object>();

/**
 * Puts the server render's answers into the cache, stamped as received now: the page's HTML is
 * served fresh (revalidated against the answers' versions), however long ago it was rendered.
 */
export function hydrateServerState(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    const data = query.state.data;
    if (data !== null && typeof data === 'object') serverData.add(data);
  }
  hydrate(client, state);
}

/**
 * staleTime of the reads that refresh in the background at every mount (staleTime 0): the answer
 * the page arrived with is not asked for again at once; after SERVER_DATA_FRESH_MS, or any other
 * answer, refreshes as before.
 */
export function refreshUnlessServerRendered<T>(query: { state: { data: T | undefined } }): number {
  const data = query.state.data;
  return data !== null && typeof data === 'object' && serverData.has(data) ? SERVER_DATA_FRESH_MS : 0;
}
