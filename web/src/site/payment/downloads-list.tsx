import { CircleCheck, Download, FileText } from 'lucide-react';
import type { DownloadFile } from '../../api/payments';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';

/** '200.00 KB': the spec shows file sizes in KB. */
export function formatKilobytes(size: number | null | undefined): string {
  if (size === null || size === undefined || !Number.isFinite(size)) return '—';
  return `${(size / 1024).toFixed(2)} KB`;
}

type DownloadsListProps = {
  files: readonly DownloadFile[];
  isDownloaded: (file: DownloadFile) => boolean;
  busyIndex: number | null;
  onDownload: (file: DownloadFile) => void;
};

/** Each purchased file: name, 'File n of m', size and type, then its Download button or mark. */
export function DownloadsList({ files, isDownloaded, busyIndex, onDownload }: DownloadsListProps) {
  if (files.length === 0) {
    return <p className="text-sm text-zinc-500 dark:text-zinc-400">This order has no files to download.</p>;
  }
  return (
    <ul className="divide-y divide-zinc-200/80 dark:divide-white/10">
      {files.map((file, position) => {
        const done = isDownloaded(file);
        return (
          <li
            key={file.index}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
                <FileText aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="break-all font-medium text-zinc-950 dark:text-white">{file.name}</p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  <span>{`File ${position + 1} of ${files.length}`}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{formatKilobytes(file.size)}</span>
                  {file.type && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span>{file.type}</span>
                    </>
                  )}
                </p>
              </div>
            </div>
            {done ? (
              <Badge tone="success" className="self-start sm:self-center">
                <CircleCheck aria-hidden="true" />
                Downloaded
              </Badge>
            ) : (
              <Button
                size="sm"
                onClick={() => onDownload(file)}
                loading={busyIndex === file.index}
                disabled={busyIndex !== null}
                aria-label={`Download ${file.name}`}
                className="self-start sm:self-center"
              >
                {busyIndex !== file.index && <Download aria-hidden="true" className="size-4" />}
                Download
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
