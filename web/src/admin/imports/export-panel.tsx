import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadExport, EXPORT_FAILED } from '../../api/imports';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Checkbox } from '../../components/checkbox';

/** Downloads the site's portable export (a zip); subscribers only when asked. */
export function ExportPanel() {
  const [subscribers, setSubscribers] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadExport(subscribers);
    } catch {
      setFailure(EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="export-title">
      <Card className="space-y-4 p-5">
        <div>
          <h3 id="export-title" className="font-semibold text-lg text-zinc-950 dark:text-white">
            Export
          </h3>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            One zip of your posts, comments, categories, tags, portfolio, products, settings and redirects,
            which this site (or another) can import. It is not a backup.
          </p>
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Checkbox
          className="min-h-11 items-center"
          label="Include subscribers"
          hint="Their email addresses: keep the file private."
          checked={subscribers}
          onChange={(event) => setSubscribers(event.target.checked)}
        />
        <Button variant="outline" loading={busy} onClick={() => void download()}>
          {!busy && <Download aria-hidden="true" className="size-4" />}
          Download export
        </Button>
      </Card>
    </section>
  );
}
