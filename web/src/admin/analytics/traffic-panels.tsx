import type { AnalyticsStats, PageStat } from '../../api/analytics';
import { Panel } from '../dashboard/dashboard-cards';
import { formatNumber } from '../shared/format';
import type { CsvTable } from './analytics-csv';
import { capitalise } from './analytics-filter';
import { BreakdownList, ExportButton, RowText } from './breakdown-list';
import { BreakdownPanel, type FilterControl } from './breakdown-panel';
import { countryFlag, countryName } from './countries';
import { SourcesPanel } from './sources-panel';

type TrafficPanelsProps = FilterControl & {
  stats: AnalyticsStats | undefined;
  /** Saves one panel's table as `analytics-<panel>-<from>_<to>.csv`. */
  onExport: (panel: string, table: CsvTable) => void;
};

/** The breakdowns of the period's visits, two to a row on wide screens, one on a phone. */
export function TrafficPanels({ stats, onExport, ...control }: TrafficPanelsProps) {
  const exportAs = (panel: string) => (table: CsvTable) => onExport(panel, table);
  return (
    <>
      <SourcesPanel {...control} rows={stats?.sources} onExport={onExport} />
      <BreakdownPanel
        {...control}
        title="Campaigns"
        description="Visits tagged with utm_campaign"
        column="Campaign"
        rows={stats?.campaigns}
        dimension="campaign"
        empty="No campaign visits in this period. Tag your links with utm_campaign to see them here."
        onExport={exportAs('campaigns')}
      />
      <TopPagesPanel pages={stats?.pageStats} onExport={exportAs('pages')} />
      <BreakdownPanel
        {...control}
        title="Entry pages"
        description="Where visits started"
        column="Page"
        rows={stats?.entryPages}
        dimension="entry"
        renderLabel={(row) => <RowText mono>{row.value}</RowText>}
        empty="No visits started in this period yet."
        onExport={exportAs('entry-pages')}
      />
      <BreakdownPanel
        {...control}
        title="Exit pages"
        description="Where visits ended"
        column="Page"
        exits
        rows={stats?.exitPages}
        renderLabel={(row) => <RowText mono>{row.value}</RowText>}
        empty="No visits ended in this period yet."
        onExport={exportAs('exit-pages')}
      />
      <BreakdownPanel
        {...control}
        title="Countries"
        description="Where visitors are"
        column="Country"
        rows={stats?.countries}
        dimension="country"
        nameOf={(row) => countryName(row.value)}
        renderLabel={(row) => <CountryLabel code={row.value} />}
        empty="No countries recorded in this period yet."
        onExport={exportAs('countries')}
        csvExtra={{ header: ['Country name'], cells: (row) => [countryName(row.value)] }}
      />
      <BreakdownPanel
        {...control}
        title="Devices"
        description="Phone, tablet or computer"
        column="Device"
        rows={stats?.devices}
        dimension="device"
        nameOf={(row) => capitalise(row.value)}
        empty="No devices recorded in this period yet."
        onExport={exportAs('devices')}
      />
      <BreakdownPanel
        {...control}
        title="Browsers"
        description="What visitors read with"
        column="Browser"
        rows={stats?.browsers}
        dimension="browser"
        empty="No browsers recorded in this period yet."
        onExport={exportAs('browsers')}
      />
      <BreakdownPanel
        {...control}
        title="Operating systems"
        description="The system under the browser"
        column="System"
        rows={stats?.os}
        dimension="os"
        empty="No operating systems recorded in this period yet."
        onExport={exportAs('os')}
      />
    </>
  );
}

/** A flag (when the code is a known country) and the country's English name. */
export function CountryLabel({ code }: { code: string }) {
  const flag = countryFlag(code);
  return (
    <>
      {flag && (
        <span aria-hidden="true" data-testid="flag" className="shrink-0">
          {flag}
        </span>
      )}
      <RowText>{countryName(code)}</RowText>
    </>
  );
}

/** The most viewed pages: path and views (they do not filter; entry pages do). */
function TopPagesPanel({
  pages,
  onExport,
}: {
  pages: readonly PageStat[] | undefined;
  onExport: (table: CsvTable) => void;
}) {
  const sorted = pages ? [...pages].sort((a, b) => b.views - a.views) : undefined;
  return (
    <Panel
      title="Top pages"
      description="Most viewed in this period"
      action={
        <ExportButton
          panel="Top pages"
          disabled={!sorted || sorted.length === 0}
          onExport={() =>
            onExport({
              header: ['Page', 'Page views'],
              rows: (sorted ?? []).map((page) => [page.page_path, page.views]),
            })
          }
        />
      }
    >
      <BreakdownList
        columns={['Page', 'Views']}
        empty="No page views in this period yet."
        rows={sorted?.map((page) => ({
          key: page.page_path,
          label: <RowText mono>{page.page_path}</RowText>,
          title: page.page_path,
          bar: page.views,
          values: [formatNumber(page.views)],
        }))}
      />
    </Panel>
  );
}
