import { QueryClient } from '@tanstack/react-query';

/** Spec section 4: cached data shows at once and refreshes in the background; the cache lives 5 minutes. */
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;

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
