import { FileUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { type ImportRunView, useImportRun, useImportRuns, useStartImport } from '../../api/imports';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Checkbox } from '../../components/checkbox';
import { errorText, readAdminToken } from '../../lib/api-client';
import { ContentPageHeader, LoadError } from '../shared/content-page';
import { formatDateTime } from '../shared/format';
import { ExportPanel } from './export-panel';
import { ImportReport } from './import-report';
import { ACCEPTED_FILES, formatBytes, IMPORT_TEXTS, importFileError, runStatus } from './import-rules';

/** /admin/import: import a WordPress, Ghost or Markdown export, see its report; export the site. */
export function ImportPage() {
  if (!readAdminToken()) return <Navigate to="/admin/login" replace />;
  return <ImportScreen />;
}

function StatusBadge({ run }: { run: ImportRunView }) {
  const { label, tone } = runStatus(run.status);
  return <Badge tone={tone}>{run.dry_run ? `${label} (dry run)` : label}</Badge>;
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

function ImportForm({ onStarted }: { onStarted: (id: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartImport();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const problem = importFileError(file);
    setError(problem);
    if (problem || !file) return input.current?.focus();
    try {
      const run = await start.mutateAsync({ file, dryRun });
      onStarted(run.id);
    } catch (cause) {
      setFailure(errorText(cause, IMPORT_TEXTS.startFailed));
    }
  }

  return (
    <Card className="p-5">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="font-medium text-sm text-zinc-800 dark:text-zinc-200">
            File to import
          </label>
          <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
            {IMPORT_TEXTS.accepted}
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED_FILES}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
            className="block min-h-11 w-full rounded-xl border border-zinc-300 bg-white p-1.5 text-sm text-zinc-800 file:mr-3 file:min-h-9 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:font-medium file:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-white/15 dark:bg-zinc-900 dark:text-zinc-200 dark:file:bg-indigo-500/15 dark:file:text-indigo-200"
          />
          {error && (
            <p id={errorId} className="text-sm text-rose-700 dark:text-rose-300">
              {error}
            </p>
          )}
          {file && !error && (
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {file.name}, {formatBytes(file.size)}
            </p>
          )}
        </div>
        <Checkbox
          className="min-h-11 items-center"
          label="Dry run"
          hint="Shows what the import would change, and writes nothing."
          checked={dryRun}
          onChange={(event) => setDryRun(event.target.checked)}
        />
        <Button type="submit" loading={start.isPending}>
          {!start.isPending && <FileUp aria-hidden="true" className="size-4" />}
          Import
        </Button>
      </form>
    </Card>
  );
}

function RunPanel({ run, title }: { run: ImportRunView; title: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={titleId} className="min-w-0 break-all font-semibold text-lg text-zinc-950 dark:text-white">
            {title}
          </h3>
          <span role="status" aria-live="polite">
            <StatusBadge run={run} />
          </span>
        </div>
        {run.status === 'queued' && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Waiting for the worker to start it…</p>
        )}
        {run.status === 'running' && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Importing: a large export takes a minute or two.
          </p>
        )}
        {run.status === 'failed' && <Alert tone="error">{run.error ?? 'The import failed'}</Alert>}
        {run.status === 'done' && run.report && <ImportReport report={run.report} />}
      </Card>
    </section>
  );
}
