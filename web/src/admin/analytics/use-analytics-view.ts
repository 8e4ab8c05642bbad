import { useSearchParams } from 'react-router-dom';
import type { AnalyticsFilter } from '../../api/analytics';
import { filterFromParams, withFilter } from './analytics-filter';
import {
  type DayPair,
  previousRange,
  type RangePreset,
  type ResolvedRange,
  rangeFromParams,
  siteToday,
  withRange,
} from './analytics-range';

export type AnalyticsView = {
  today: string;
  range: ResolvedRange;
  previous: DayPair;
  filter: AnalyticsFilter | null;
  choosePreset: (preset: RangePreset) => void;
  chooseDays: (days: DayPair) => void;
  setFilter: (filter: AnalyticsFilter | null) => void;
};

/**
 * What the screen shows, kept in the URL (`?range=7d`, `?from=&to=`, `?source=Google`) so a view
 * can be shared and Back returns to the one before: each change is a new history entry.
 */
export function useAnalyticsView(): AnalyticsView {
  const [params, setParams] = useSearchParams();
  const today = siteToday();
  const range = rangeFromParams(params, today);
  return {
    today,
    range,
    previous: previousRange(range),
    filter: filterFromParams(params),
    choosePreset: (preset) => setParams((current) => withRange(current, { preset })),
    chooseDays: (days) => setParams((current) => withRange(current, days)),
    setFilter: (filter) => setParams((current) => withFilter(current, filter)),
  };
}
