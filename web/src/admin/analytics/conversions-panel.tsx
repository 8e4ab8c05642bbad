import { useId, useState } from 'react';
import type { AnalyticsStats } from '../../api/analytics';
import { Skeleton } from '../../components/spinner';
import { Tabs } from '../../components/tabs';
import { formatKes } from '../../lib/format-kes';
import { EmptyNote, Panel } from '../dashboard/dashboard-cards';
import { formatNumber } from '../shared/format';
import type { CsvTable } from './analytics-csv';
import { byRevenue } from './analytics-figures';
import { ExportButton } from './breakdown-list';
import { TALL_TABS } from './sources-panel';

const GROUPS = [
  { value: 'sources', label: 'By source', column: 'Source' },
  { value: 'campaigns', label: 'By campaign', column: 'Campaign' },
  { value: 'pages', label: 'By page', column: 'Page' },
] as const;
type Group = (typeof GROUPS)[number]['value'];

const HEAD = 'px-3 py-2 font-medium text-xs text-zinc-500 uppercase tracking-wide dark:text-zinc-400';
const CELL = 'px-3 py-2.5 text-right tabular-nums text-zinc-900 dark:text-white';

/**
 * What sells: confirmed sales, their revenue and newsletter sign-ups, credited to the source,
 * campaign or page of the visit they came from.
 */
export function ConversionsPanel({
  conversions,
  onExport,
}: {
  conversions: AnalyticsStats['conversions'] | undefined;
  onExport: (panel: string, table: CsvTable) => void;
}) {
  const [group, setGroup] = useState<Group>('sources');
  const panelId = useId();
  const { column, label } = GROUPS.find((entry) => entry.value === group) ?? GROUPS[0];
  const rows = conversions ? byRevenue(conversions[group]) : undefined;

  return (
    <Panel
      title="What sells"
      description="Sales, revenue and sign-ups by where the buyer came from"
      action={
        <ExportButton
          panel={`What sells, ${label.toLowerCase()}`}
          disabled={!rows || rows.length === 0}
          onExport={() =>
            onExport(`conversions-${group}`, {
              header: [column, 'Sales', 'Revenue (KES)', 'Sign-ups'],
              rows: (rows ?? []).map((row) => [row.value, row.sales, row.revenue, row.signups]),
            })
          }
        />
      }
    >
      <Tabs
        label="Group sales"
        items={GROUPS}
        value={group}
        onChange={setGroup}
        controls={panelId}
        className={`mb-3 ${TALL_TABS}`}
      />
      <div id={panelId} role="tabpanel" aria-label={label} className="flex flex-1 flex-col">
        {!rows ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-9" />
            ))}
          </div>
        ) : conversions?.applies === false ? (
          <EmptyNote>Sales and sign-ups are not broken down by country, device, browser or OS.</EmptyNote>
        ) : rows.length === 0 ? (
          <EmptyNote>No sales or sign-ups in this period yet.</EmptyNote>
        ) : (
          <div className="-mx-3 overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className={`${HEAD} text-left`}>
                    {column}
                  </th>
                  <th scope="col" className={`${HEAD} text-right`}>
                    Sales
                  </th>
                  <th scope="col" className={`${HEAD} text-right`}>
                    Revenue (KES)
                  </th>
                  <th scope="col" className={`${HEAD} text-right`}>
                    Sign-ups
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200/80 dark:divide-white/10">
                {rows.map((row) => (
                  <tr key={row.value}>
                    <th
                      scope="row"
                      title={row.value}
                      className="max-w-48 truncate px-3 py-2.5 text-left font-normal text-zinc-800 dark:text-zinc-100"
                    >
                      {row.value || '(none)'}
                    </th>
                    <td className={CELL}>{formatNumber(row.sales)}</td>
                    <td className={`${CELL} whitespace-nowrap`}>{formatKes(row.revenue)}</td>
                    <td className={CELL}>{formatNumber(row.signups)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Panel>
  );
}
