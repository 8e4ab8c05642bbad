import { useId } from 'react';
import type { ImportRunView } from '../../api/imports';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { ImportReport } from './import-report';
import { runStatus } from './import-rules';

/** A run's state as a badge, "(dry run)" when it was one. */
export function StatusBadge({ run }: { run: ImportRunView }) {
  const { label, tone } = runStatus(run.status);
  return <Badge tone={tone}>{run.dry_run ? `${label} (dry run)` : label}</Badge>;
}

/** One run: its state while it waits or runs, then its report or its one-line error. */
export function RunPanel({ run, title }: { run: ImportRunView; title: string }) {
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
