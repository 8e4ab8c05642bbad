import { useQuery } from '@tanstack/react-query';
import {
  type ActivityItem,
  type ActivityType,
  type AdminSummary,
  summaryResponseSchema,
} from '../../../modules/admin/summary.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest } from '../lib/api-client';

// The dashboard parses the answer with the server's own schema: a change on the server changes
// this parser and its types with it, so it cannot silently throw a whole answer away again.
export type { AdminSummary };
export type ActivityKind = ActivityType;
export type ActivityEntry = ActivityItem;

/** GET /api/admin/summary (admin only): counts, the newest additions, payment and subscriber flags. */
export async function fetchAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return (await adminRequest('/api/admin/summary', summaryResponseSchema, { signal })).summary;
}

export function useAdminSummaryQuery() {
  return useQuery({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => fetchAdminSummary(signal),
    staleTime: 60_000,
  });
}
