import type { ReactNode } from 'react';
import type { AnalyticsFilter, BreakdownRow, FilterDimension } from '../../api/analytics';
import { Panel } from '../dashboard/dashboard-cards';
import { formatNumber } from '../shared/format';
import type { CsvCell, CsvTable } from './analytics-csv';
import { byVisitors } from './analytics-figures';
import { DIMENSION_LABELS } from './analytics-filter';
import { BreakdownList, ExportButton, type ListRow, RowText } from './breakdown-list';

/** What every breakdown panel needs from the screen: the filter in force and how to change it. */
export type FilterControl = {
  filter: AnalyticsFilter | null;
  setFilter: (filter: AnalyticsFilter | null) => void;
};

type BreakdownPanelProps<T extends BreakdownRow> = FilterControl & {
  title: string;
  description: string;
  /** The first column's heading ('Source', 'Country'...). */
  column: string;
  rows: readonly T[] | undefined;
  /** Rows of this panel filter the screen by this dimension; none for pages and exits. */
  dimension?: FilterDimension;
  /** How a row's first column looks; its plain value by default. */
  renderLabel?: (row: T) => ReactNode;
  /** The row's value as words (a country's name): used in the tooltip and the accessible name. */
  nameOf?: (row: T) => string;
  empty: string;
  onExport: (table: CsvTable) => void;
  /** Extra CSV columns after the first (a source's channel, a country's name). */
  csvExtra?: { header: readonly string[]; cells: (row: T) => readonly CsvCell[] };
  /**
   * Exit pages: the server counts a page's exits only (its rows' `visits`), so the panel shows
   * that one figure, 'Exits', and exports it alone.
   */
  exits?: boolean;
};

/** The CSV of breakdown rows: the value, any extra columns, then every figure the server sent. */
export function breakdownTable<T extends BreakdownRow>(
  column: string,
  rows: readonly T[],
  extra?: BreakdownPanelProps<T>['csvExtra'],
): CsvTable {
  return {
    header: [
      column,
      ...(extra?.header ?? []),
      'Visitors',
      'Visits',
      'Page views',
      'Bounce rate (%)',
      'Visit duration (s)',
    ],
    rows: rows.map((row) => [
      row.value,
      ...(extra?.cells(row) ?? []),
      row.visitors,
      row.visits,
      row.views,
      Math.round(row.bounceRate * 10) / 10,
      Math.round(row.visitDuration),
    ]),
  };
}

type RowOptions<T extends BreakdownRow> = FilterControl & {
  dimension?: FilterDimension;
  renderLabel?: (row: T) => ReactNode;
  nameOf?: (row: T) => string;
};

/** Sorted breakdown rows as list rows: the first column, visitors and visits, and the filter button. */
export function breakdownListRows<T extends BreakdownRow>(
  rows: readonly T[],
  { dimension, renderLabel, nameOf = (row) => row.value, filter, setFilter }: RowOptions<T>,
): ListRow[] {
  return rows.map((row) => {
    const text = nameOf(row);
    const active = filter?.dimension === dimension && filter?.value === row.value;
    return {
      key: row.value,
      label: renderLabel ? renderLabel(row) : <RowText>{text}</RowText>,
      title: text,
      bar: row.visitors,
      values: [formatNumber(row.visitors), formatNumber(row.visits)],
      // The server refuses an empty filter value: such a row ('no campaign') only informs.
      filter:
        dimension && row.value
          ? {
              name: `Filter by ${DIMENSION_LABELS[dimension].toLowerCase()} ${text}`,
              active,
              onToggle: () => setFilter(active ? null : { dimension, value: row.value }),
            }
          : undefined,
    };
  });
}

/** A ranked breakdown of the period's visits (sources, countries, browsers...) with its export. */
export function BreakdownPanel<T extends BreakdownRow>({
  title,
  description,
  column,
  rows,
  empty,
  onExport,
  csvExtra,
  exits = false,
  ...options
}: BreakdownPanelProps<T>) {
  const sorted = rows
    ? exits
      ? [...rows].sort((a, b) => b.visits - a.visits)
      : byVisitors(rows)
    : undefined;
  const listed = sorted && breakdownListRows(sorted, options);
  return (
    <Panel
      title={title}
      description={description}
      action={
        <ExportButton
          panel={title}
          disabled={!sorted || sorted.length === 0}
          onExport={() =>
            onExport(
              exits
                ? { header: [column, 'Exits'], rows: (sorted ?? []).map((row) => [row.value, row.visits]) }
                : breakdownTable(column, sorted ?? [], csvExtra),
            )
          }
        />
      }
    >
      <BreakdownList
        columns={exits ? [column, 'Exits'] : [column, 'Visitors', 'Visits']}
        rows={
          exits && sorted && listed
            ? listed.map((row, index) => ({
                ...row,
                bar: sorted[index]?.visits ?? 0,
                values: [formatNumber(sorted[index]?.visits ?? 0)],
              }))
            : listed
        }
        empty={empty}
      />
    </Panel>
  );
}
