import type { ImportReportView } from '../../api/imports';
import { countRows, reportSummary } from './import-rules';

const HEAD =
  'px-3 py-2 text-left font-medium text-xs text-zinc-600 uppercase tracking-wide dark:text-zinc-400';
const CELL = 'px-3 py-2 tabular-nums text-zinc-800 dark:text-zinc-200';

/** A finished run's report: counts by kind, what was skipped and why, images not fetched. */
export function ImportReport({ report }: { report: ImportReportView }) {
  const rows = countRows(report);
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-800 dark:text-zinc-200">
        {report.format && <span className="font-medium">{report.format}. </span>}
        {reportSummary(report)}
      </p>
      {/* It scrolls sideways on a phone: focusable, so a keyboard can scroll it, and a named region. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Items by kind"
        className="overflow-x-auto rounded-xl border border-zinc-200 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-white/10"
      >
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">Items by kind</caption>
          <thead className="bg-zinc-50 dark:bg-white/5">
            <tr>
              <th scope="col" className={HEAD}>
                Kind
              </th>
              {['Created', 'Updated', 'Unchanged', 'Skipped'].map((label) => (
                <th key={label} scope="col" className={`${HEAD} text-right`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-white/10">
            {rows.map((row) => (
              <tr key={row.kind}>
                <th scope="row" className={`${CELL} text-left font-medium`}>
                  {row.kind}
                </th>
                <td className={`${CELL} text-right`}>{row.created}</td>
                <td className={`${CELL} text-right`}>{row.updated}</td>
                <td className={`${CELL} text-right`}>{row.unchanged}</td>
                <td className={`${CELL} text-right`}>{row.skipped}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {report.skipped.length > 0 && (
        <details className="rounded-xl border border-zinc-200 px-3 dark:border-white/10">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white">
            Skipped items ({report.skipped.length + report.skippedNotListed})
          </summary>
          <ul className="space-y-1 pb-3 text-sm text-zinc-700 dark:text-zinc-300">
            {report.skipped.map((item) => (
              <li key={`${item.kind}-${item.source_id}-${item.line}`} className="break-words">
                <span className="font-medium">{item.kind}</span> {item.source_id}
                {item.line > 0 && (
                  <span className="text-zinc-500 dark:text-zinc-400"> (line {item.line})</span>
                )}
                : {item.reason}
              </li>
            ))}
            {report.skippedNotListed > 0 && <li>… and {report.skippedNotListed} more</li>}
          </ul>
        </details>
      )}
      {report.unreachableImages.length > 0 && (
        <details className="rounded-xl border border-zinc-200 px-3 dark:border-white/10">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-white">
            Images not fetched, kept as links ({report.unreachableImages.length})
          </summary>
          <ul className="space-y-1 pb-3 text-sm text-zinc-700 dark:text-zinc-300">
            {report.unreachableImages.map((image) => (
              <li key={image.url} className="break-all">
                {image.url}: <span className="text-zinc-500 dark:text-zinc-400">{image.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
