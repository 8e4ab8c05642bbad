import { RotateCw } from 'lucide-react';
import { useAnalyticsStatsQuery } from '../../api/analytics';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { contentErrorMessage } from '../shared/content-form';
import { ContentPageHeader } from '../shared/content-page';
import { type CsvTable, downloadCsv } from './analytics-csv';
import { type DayPair, daysIn, formatRange, RANGE_PRESETS, type ResolvedRange } from './analytics-range';
import { ConversionsPanel } from './conversions-panel';
import { FilterChip } from './filter-chip';
import { RangePicker } from './range-picker';
import { RealtimePanel } from './realtime-panel';
import { StatCards } from './stat-cards';
import { TrafficChart } from './traffic-chart';
import { TrafficPanels } from './traffic-panels';
import { useAnalyticsView } from './use-analytics-view';

export const ANALYTICS_LOAD_FAILED = 'Analytics could not be loaded.';

/** 'the previous 30 days', 'yesterday': what the changes compare with. */
export function comparisonLabel(range: ResolvedRange): string {
  if (range.choice === 'today') return 'yesterday';
  if (range.choice === '12mo') return 'the previous 12 months';
  const days = daysIn(range);
  return days === 1 ? 'the day before' : `the previous ${days} days`;
}

/** 'the last 7 days', or the custom range's dates. */
function periodLabel(range: ResolvedRange): string {
  const preset = RANGE_PRESETS.find((entry) => entry.value === range.choice);
  if (preset) return preset.value === 'today' ? 'today' : `the ${preset.label.toLowerCase()}`;
  return formatRange(range);
}

/**
 * /admin/analytics (beyond the spec, issue 31): who reads the site and what sells, for a range
 * compared with the period before, every panel narrowed by one clicked filter, each exportable.
 */
export function AnalyticsPage() {
  const view = useAnalyticsView();
  const { range, previous, filter, setFilter } = view;
  const days: DayPair = { from: range.from, to: range.to };
  const current = useAnalyticsStatsQuery(days, filter);
  const before = useAnalyticsStatsQuery(previous, filter);
  const stats = current.data;
  const period = periodLabel(range);
  const onExport = (panel: string, table: CsvTable) => downloadCsv(panel, days, table);

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Analytics"
        description={`${formatRange(range)}, compared with ${formatRange(previous)}.`}
        action={
          <RangePicker
            range={range}
            today={view.today}
            onPreset={view.choosePreset}
            onDays={view.chooseDays}
          />
        }
      />

      {filter && <FilterChip filter={filter} onClear={() => setFilter(null)} />}

      {current.isError && !stats ? (
        <Alert tone="error">
          {contentErrorMessage(current.error, ANALYTICS_LOAD_FAILED)}
          <div className="mt-3">
            <Button
              variant="outline"
              onClick={() => {
                void current.refetch();
                if (before.isError) void before.refetch();
              }}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        </Alert>
      ) : (
        <>
          <StatCards
            current={stats}
            previous={before.data}
            previousFailed={before.isError}
            comparedWith={comparisonLabel(range)}
          />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
            <TrafficChart daily={stats?.daily} period={period} className="xl:col-span-2" />
            <RealtimePanel today={view.today} />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <TrafficPanels stats={stats} filter={filter} setFilter={setFilter} onExport={onExport} />
            <ConversionsPanel conversions={stats?.conversions} onExport={onExport} />
          </div>
        </>
      )}
    </div>
  );
}
