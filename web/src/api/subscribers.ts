import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  subscriberChangeResponseSchema,
  subscriberStatsResponseSchema,
  subscribersResponseSchema,
  type subscriberViewSchema,
} from '../../../modules/newsletter/newsletter.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { ApiError, adminRequest, apiUrl, readAdminToken } from '../lib/api-client';
import { saveBlob } from '../lib/save-blob';
import { itemPath, pageParam, queryString, useAdminMutation, useFilteredList } from './admin-api';

/** The status filter of GET /api/subscribers; '' lists everyone. */
export type SubscriberStatusFilter = '' | 'active' | 'pending' | 'unsubscribed';
export type SubscribersFilters = { status: SubscriberStatusFilter; search: string };

export const EMPTY_SUBSCRIBERS_FILTERS: SubscribersFilters = { status: '', search: '' };

/** The admin spec's texts (section 8 and the issue); tests assert them as written. */
export const SUBSCRIBER_MESSAGES = {
  statsFailed: 'Failed to fetch stats',
  exportFailed: 'Failed to export subscribers',
  empty: 'No subscribers found',
  unsubscribeFailed: 'Failed to unsubscribe subscriber',
  deleteFailed: 'Failed to delete subscriber',
} as const;

/** The file name the export is saved under (admin spec section 7). */
export const EXPORT_FILE_NAME = 'subscribers.csv';

export type Subscriber = z.infer<typeof subscriberViewSchema>;
export type SubscriberStats = z.infer<typeof subscriberStatsResponseSchema>['stats'];

/** The query string of GET /api/subscribers: only the filters that are set, and a page past the first. */
export function buildSubscribersQuery(filters: SubscribersFilters, page = 1): string {
  return queryString({ status: filters.status, search: filters.search.trim(), page: pageParam(page) });
}

/**
 * The list's failure as the spec words it: 'Failed to fetch subscribers: {status} {body}', the body
 * being the server's own text. The call is tried once, so the status is the answer's own.
 */
export function subscribersFailure(error: unknown): string {
  if (error instanceof ApiError) return `Failed to fetch subscribers: ${error.status} ${error.message}`;
  return 'Failed to fetch subscribers';
}

export type SubscribersPage = z.infer<typeof subscribersResponseSchema>;

/** One page of GET /api/subscribers: `{ subscribers, pagination }`, the admin lists' one shape. */
export function fetchSubscribers(
  filters: SubscribersFilters,
  page: number,
  signal?: AbortSignal,
): Promise<SubscribersPage> {
  const path = `/api/subscribers${buildSubscribersQuery(filters, page)}`;
  return adminRequest(path, subscribersResponseSchema, { signal, retry: false });
}

export async function fetchSubscriberStats(signal?: AbortSignal): Promise<SubscriberStats> {
  try {
    return (
      await adminRequest('/api/subscribers/stats', subscriberStatsResponseSchema, { signal, retry: false })
    ).stats;
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(SUBSCRIBER_MESSAGES.statsFailed, { cause });
  }
}

const subscriber = (id: string) => itemPath('/api/subscribers', id);

const unsubscribeSubscriber = (id: string) =>
  adminRequest(`${subscriber(id)}/unsubscribe`, subscriberChangeResponseSchema, { method: 'POST' });

const deleteSubscriber = (id: string) =>
  adminRequest(subscriber(id), subscriberChangeResponseSchema, { method: 'DELETE' });

/**
 * GET /api/subscribers/export with the admin token, saved as subscribers.csv through an object URL
 * (a plain link could not carry the bearer header). Any failure reads 'Failed to export subscribers'.
 */
export async function exportSubscribers(): Promise<void> {
  const token = readAdminToken();
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/subscribers/export'), {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch (cause) {
    throw new Error(SUBSCRIBER_MESSAGES.exportFailed, { cause });
  }
  if (!response.ok) throw new Error(SUBSCRIBER_MESSAGES.exportFailed);
  saveBlob(await response.blob(), EXPORT_FILE_NAME);
}

export function useSubscribersQuery(filters: SubscribersFilters, page = 1) {
  const key = adminKeys.subscribers.list(filters, page);
  return useFilteredList(key, (signal) => fetchSubscribers(filters, page, signal), { staleTime: 0 });
}

export function useSubscriberStatsQuery() {
  return useQuery({
    queryKey: adminKeys.subscribers.stats(),
    queryFn: ({ signal }) => fetchSubscriberStats(signal),
    staleTime: 0,
  });
}

const SUBSCRIBERS = [adminKeys.subscribers.all, adminKeys.summary()];

/** Unsubscribe and delete; each refreshes the list, the tiles and the dashboard's count. */
export function useSubscriberMutations() {
  return {
    unsubscribe: useAdminMutation(unsubscribeSubscriber, SUBSCRIBERS),
    remove: useAdminMutation(deleteSubscriber, SUBSCRIBERS),
  };
}
