import { useId, useState } from 'react';
import type { SourceRow } from '../../api/analytics';
import { Badge, type BadgeTone } from '../../components/badge';
import { Tabs } from '../../components/tabs';
import { Panel } from '../dashboard/dashboard-cards';
import { formatNumber } from '../shared/format';
import type { CsvTable } from './analytics-csv';
import { byVisitors, channelRows } from './analytics-figures';
import { capitalise } from './analytics-filter';
import { BreakdownList, ExportButton, RowText } from './breakdown-list';
import { breakdownListRows, breakdownTable, type FilterControl } from './breakdown-panel';

const CHANNEL_TONES: Record<SourceRow['channel'], BadgeTone> = {
  search: 'info',
  social: 'accent',
  email: 'warning',
  referral: 'success',
  direct: 'neutral',
};

const VIEWS = [
  { value: 'sources', label: 'Sources' },
  { value: 'channels', label: 'Channels' },
] as const;
type SourcesView = (typeof VIEWS)[number]['value'];

/** The tab buttons at the 44 px the back office's touch targets have. */
export const TALL_TABS = '[&_[role=tab]]:h-11';

function sourceName(row: SourceRow): string {
  return row.value || 'Direct / none';
}

/**
 * Sources, each with its channel as a badge (the word, not only a colour), or the same visits
 * added up by channel. Sources filter the screen; channels are a client-side sum and do not.
 */
export function SourcesPanel({
  rows,
  onExport,
  ...control
}: FilterControl & {
  rows: readonly SourceRow[] | undefined;
  onExport: (panel: string, table: CsvTable) => void;
}) {
  const [view, setView] = useState<SourcesView>('sources');
  const panelId = useId();
  const sources = rows ? byVisitors(rows) : undefined;
  const channels = rows ? channelRows(rows) : undefined;
  const shown = view === 'sources' ? sources : channels;

  function exportShown() {
    if (view === 'sources') {
      const extra = { header: ['Channel'], cells: (row: SourceRow) => [row.channel] };
      onExport('sources', breakdownTable('Source', sources ?? [], extra));
    } else {
      onExport('channels', breakdownTable('Channel', channels ?? []));
    }
  }

  return (
    <Panel
      title="Sources"
      description="Where visits came from"
      action={
        <ExportButton
          panel={view === 'sources' ? 'Sources' : 'Channels'}
          disabled={!shown || shown.length === 0}
          onExport={exportShown}
        />
      }
    >
      <Tabs
        label="Group sources"
        items={VIEWS}
        value={view}
        onChange={setView}
        controls={panelId}
        className={`mb-3 ${TALL_TABS}`}
      />
      <div id={panelId} role="tabpanel" aria-label={view === 'sources' ? 'Sources' : 'Channels'}>
        {view === 'sources' ? (
          <BreakdownList
            key="sources"
            columns={['Source', 'Visitors', 'Visits']}
            empty="No visits from any source in this period yet."
            rows={
              sources &&
              breakdownListRows(sources, {
                ...control,
                dimension: 'source',
                nameOf: sourceName,
                renderLabel: (row) => (
                  <>
                    <RowText>{sourceName(row)}</RowText>
                    <Badge tone={CHANNEL_TONES[row.channel]} className="shrink-0">
                      {capitalise(row.channel)}
                    </Badge>
                  </>
                ),
              })
            }
          />
        ) : (
          <BreakdownList
            key="channels"
            columns={['Channel', 'Visitors', 'Visits']}
            empty="No visits from any channel in this period yet."
            rows={channels?.map((row) => ({
              key: row.value,
              label: <RowText>{capitalise(row.value)}</RowText>,
              title: capitalise(row.value),
              bar: row.visitors,
              values: [formatNumber(row.visitors), formatNumber(row.visits)],
            }))}
          />
        )}
      </div>
    </Panel>
  );
}
