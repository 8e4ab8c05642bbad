import { FileUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useStartImport } from '../../api/imports';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Checkbox } from '../../components/checkbox';
import { errorText } from '../../lib/api-client';
import { ACCEPTED_FILES, formatBytes, IMPORT_TEXTS, importFileError } from './import-rules';

/** The file (checked before it is sent), "Dry run" and Import; tells the screen the run's id. */
export function ImportForm({ onStarted }: { onStarted: (id: string) => void }) {
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
