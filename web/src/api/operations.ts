import { useQuery } from '@tanstack/react-query';
import { type ProblemView, problemsResponseSchema } from '../../../modules/operations/operations.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest } from '../lib/api-client';

export type { ProblemView };

/** GET /api/admin/problems (admin only): the open problems the owner was alerted about, oldest first. */
export async function fetchOpenProblems(signal?: AbortSignal): Promise<ProblemView[]> {
  return (await adminRequest('/api/admin/problems', problemsResponseSchema, { signal })).problems;
}

export function useOpenProblemsQuery() {
  return useQuery({
    queryKey: adminKeys.problems(),
    queryFn: ({ signal }) => fetchOpenProblems(signal),
    staleTime: 60_000,
  });
}
