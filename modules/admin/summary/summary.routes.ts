import { ADMIN, ApiRouter, sendPrivate } from '../../platform/http/index.ts';
import { ACTIVITY_LIMIT, type AdminSummary, type SummaryPart } from '../summary.schemas.ts';

/** A module's contribution to the dashboard, asked for at most `limit` latest additions. */
export type SummarySource = (limit: number) => Promise<SummaryPart>;

/** Adds up the modules' parts: counts summed (absent ones are 0), activity merged newest first. */
export function combineSummaries(parts: SummaryPart[], limit = ACTIVITY_LIMIT): AdminSummary {
  const counts = { skills: 0, projects: 0, posts: 0, promotions: 0, subscribers: 0, pending_comments: 0 };
  for (const part of parts) {
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += part.counts[key] ?? 0;
  }
  const activity = parts
    .flatMap((part) => part.activity)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.id.localeCompare(b.id))
    .slice(0, limit);
  // Only the payments module reports these; without it the dashboard has no payment flags.
  const payments = parts.find((part) => part.payments)?.payments;
  // Only the newsletter module reports the subscribers' change.
  const growth = parts.find((part) => part.subscriber_growth)?.subscriber_growth;
  // Only the search module reports these ("Searched, not found").
  const search = parts.find((part) => part.search)?.search;
  return {
    counts,
    activity,
    ...(payments ? { payments } : {}),
    ...(growth ? { subscriber_growth: growth } : {}),
    ...(search ? { search } : {}),
  };
}

/** `GET /api/admin/summary`: one call for the dashboard instead of a list per module. */
export function summaryRoutes(sources: SummarySource[]): ApiRouter {
  return new ApiRouter('/api/admin').get('/summary', ADMIN, async (ctx) => {
    const parts = await Promise.all(sources.map((source) => source(ACTIVITY_LIMIT)));
    sendPrivate(ctx, { summary: combineSummaries(parts) });
  });
}
