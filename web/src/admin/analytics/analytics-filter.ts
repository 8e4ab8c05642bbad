import { type AnalyticsFilter, FILTER_DIMENSIONS, type FilterDimension } from '../../api/analytics';
import { countryName } from './countries';

/** How the chip and the rows' accessible names call each dimension. */
export const DIMENSION_LABELS: Record<FilterDimension, string> = {
  source: 'Source',
  campaign: 'Campaign',
  entry: 'Entry page',
  country: 'Country',
  device: 'Device',
  browser: 'Browser',
  os: 'Operating system',
};

/** The filter a URL carries: the first dimension set to a non-empty value (the server takes one). */
export function filterFromParams(params: URLSearchParams): AnalyticsFilter | null {
  for (const dimension of FILTER_DIMENSIONS) {
    const value = params.get(dimension);
    if (value) return { dimension, value };
  }
  return null;
}

/** `params` with `filter` as its only filter (null clears it); the range is kept. */
export function withFilter(params: URLSearchParams, filter: AnalyticsFilter | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const dimension of FILTER_DIMENSIONS) next.delete(dimension);
  if (filter) next.set(filter.dimension, filter.value);
  return next;
}

/** A filter value as people read it: a country's name, a device capitalised, the rest as is. */
export function filterValueLabel(filter: AnalyticsFilter): string {
  if (filter.dimension === 'country') return countryName(filter.value);
  if (filter.dimension === 'device') return capitalise(filter.value);
  return filter.value;
}

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
