import { useQuery } from '@tanstack/react-query';
import {
  type ImportReportView,
  type ImportRunView,
  importRunAnswerSchema,
  importRunsAnswerSchema,
  messageAnswerSchema,
  type RedirectRow,
  redirectAnswerSchema,
  redirectsAnswerSchema,
} from '../../../modules/imports/imports-views.schemas.ts';
import { adminRequest, apiUrl, readAdminToken } from '../lib/api-client';
import { saveBlob } from '../lib/save-blob';
import { itemPath, pageParam, queryString, useAdminMutation, useFilteredList } from './admin-api';

export type { ImportReportView, ImportRunView, RedirectRow };

/** Under the admin root, so signing out drops them with the rest. */
export const importKeys = {
  runs: ['admin', 'imports'] as const,
  run: (id: string) => ['admin', 'imports', id] as const,
  redirects: ['admin', 'redirects'] as const,
  redirectList: (page: number, search: string) => ['admin', 'redirects', page, search] as const,
};

/** How often a run still queued or running is asked about again. */
export const RUN_POLL_MS = 1_000;

export const isRunActive = (run: ImportRunView | undefined): boolean =>
  run?.status === 'queued' || run?.status === 'running';

/** The last 20 runs, newest first; asked again while one of them has not ended. */
export function useImportRuns() {
  return useFilteredList(
    importKeys.runs,
    (signal) =>
      adminRequest('/api/imports', importRunsAnswerSchema, { signal }).then((answer) => answer.runs),
    { refetchInterval: (query) => (query.state.data?.some(isRunActive) ? RUN_POLL_MS : false) },
  );
}

/** One run (none asked while `id` is null), polled until it is done or failed. */
export function useImportRun(id: string | null) {
  return useQuery({
    queryKey: importKeys.run(id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest(itemPath('/api/imports', id), importRunAnswerSchema, { signal }).then(
        (answer) => answer.run,
      ),
    enabled: id !== null,
    refetchInterval: (query) => (!query.state.data || isRunActive(query.state.data) ? RUN_POLL_MS : false),
  });
}

const startImport = ({ file, dryRun }: { file: File; dryRun: boolean }) => {
  const body = new FormData();
  body.set('dry_run', String(dryRun));
  body.set('file', file);
  return adminRequest('/api/imports', importRunAnswerSchema, { method: 'POST', body }).then(
    (answer) => answer.run,
  );
};

export function useStartImport() {
  return useAdminMutation(startImport, [importKeys.runs]);
}

export const EXPORT_FAILED = 'Failed to download the export';

/**
 * GET /api/content/export (with `?subscribers=true` when asked), saved as the zip the server
 * names, through an object URL (a link could not carry the bearer header).
 */
export async function downloadExport(subscribers: boolean): Promise<void> {
  const token = readAdminToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/content/export${subscribers ? '?subscribers=true' : ''}`), {
      headers: { Accept: 'application/zip', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch (cause) {
    throw new Error(EXPORT_FAILED, { cause });
  }
  if (!response.ok) throw new Error(EXPORT_FAILED);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? 'site-export.zip');
}

/** One page of the redirects, filtered by a text in either path. */
export function useRedirects(page: number, search: string) {
  return useFilteredList(importKeys.redirectList(page, search), (signal) =>
    adminRequest(
      `/api/redirects${queryString({ page: pageParam(page), q: search.trim() || undefined })}`,
      redirectsAnswerSchema,
      { signal },
    ),
  );
}

export type RedirectBody = { from: string; to: string };

const saveRedirect = ({ id, body }: { id: string | null; body: RedirectBody }) =>
  adminRequest(itemPath('/api/redirects', id), redirectAnswerSchema, { method: id ? 'PATCH' : 'POST', body });

const deleteRedirect = (id: string) =>
  adminRequest(itemPath('/api/redirects', id), messageAnswerSchema, { method: 'DELETE' });

export function useRedirectMutations() {
  return {
    save: useAdminMutation(saveRedirect, [importKeys.redirects]),
    remove: useAdminMutation(deleteRedirect, [importKeys.redirects]),
  };
}
