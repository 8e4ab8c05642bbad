import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useImportRun, useImportRuns } from '../../api/imports';
import { readAdminToken } from '../../lib/api-client';
import { ContentPageHeader, LoadError } from '../shared/content-page';
import { formatDateTime } from '../shared/format';
import { ExportPanel } from './export-panel';
import { ImportForm } from './import-form';
import { IMPORT_TEXTS } from './import-rules';
import { RunPanel, StatusBadge } from './run-panel';

/** /admin/import: import a WordPress, Ghost or Markdown export, see its report; export the site. */
export function ImportPage() {
  if (!readAdminToken()) return <Navigate to="/admin/login" replace />;
  return <ImportScreen />;
}

function ImportScreen() {
  // The run just started stays in the address (?run=), so a reload still shows its report.
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const setRunId = (id: string) => setParams({ run: id }, { replace: true });
  const [open, setOpen] = useState<string | null>(null);
  const run = useImportRun(runId);
  const runs = useImportRuns();
  const shown = runs.data?.find((each) => each.id === open);
  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Import & export"
        description="Bring your writing from WordPress, Ghost or a folder of Markdown; old links are redirected to the new posts."
      />
      <ImportForm onStarted={setRunId} />
      {runId && run.data && <RunPanel run={run.data} title="This import" />}
      <section aria-labelledby="recent-imports" className="space-y-3">
        <h3 id="recent-imports" className="font-semibold text-lg text-zinc-950 dark:text-white">
          Recent imports
        </h3>
        {runs.isError && !runs.data ? (
          <LoadError message={IMPORT_TEXTS.runsFailed} onRetry={() => runs.refetch()} />
        ) : runs.data?.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">No imports yet.</p>
        ) : (
          <ul className="space-y-2">
            {(runs.data ?? []).map((each) => (
              <li key={each.id}>
                <button
                  type="button"
                  aria-expanded={open === each.id}
                  onClick={() => setOpen(open === each.id ? null : each.id)}
                  className="flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-zinc-200 bg-white px-4 py-2 text-left text-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-white/10 dark:bg-zinc-900 dark:hover:bg-white/5"
                >
                  <span className="min-w-0 flex-1 break-all font-medium text-zinc-900 dark:text-white">
                    {each.file_name}
                  </span>
                  <StatusBadge run={each} />
                  <span className="text-zinc-600 dark:text-zinc-400">{formatDateTime(each.created_at)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {shown && <RunPanel run={shown} title={shown.file_name} />}
      </section>
      <ExportPanel />
    </div>
  );
}
