import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PrivacyFacts, privacyResponseSchema } from '../../../modules/pages/privacy.schemas.ts';
import { apiRequest, failingWith } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export type { PrivacyFacts };

/**
 * What the site stores about its visitors (issue 31), from the server's running configuration:
 * `GET /api/privacy`, parsed with the server's own schema. The privacy page has no island, so only
 * the server render reads it (`reads.privacy`).
 */
export const privacyQuery = queryOptions({
  queryKey: queryKeys.privacy(),
  queryFn: ({ signal }) =>
    failingWith(
      'Failed to fetch the privacy facts',
      async () =>
        (
          await apiRequest('/api/privacy', privacyResponseSchema, {
            signal,
            server: (reads) => reads.privacy(),
          })
        ).privacy,
      signal,
    ),
  // Fixed while the server runs: its configuration changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePrivacyFacts() {
  return useQuery(privacyQuery);
}
