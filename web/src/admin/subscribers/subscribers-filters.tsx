import type { SubscriberStatusFilter, SubscribersFilters } from '../../api/subscribers';
import { Tabs } from '../../components/tabs';
import { SearchBox, useDebouncedSearch } from '../shared/filters';
import { STATUS_FILTERS } from './subscriber-status';

/** Admin spec section 7: the list refetches 500 ms after the last keystroke, not on each one. */
export const SUBSCRIBERS_SEARCH_DEBOUNCE_MS = 500;

type SubscribersFiltersBarProps = {
  filters: SubscribersFilters;
  onChange: (next: SubscribersFilters) => void;
  /** The id of the list the status tabs control. */
  controls?: string;
};

/** Status tabs (All, Active, Pending, Unsubscribed) and a debounced search by email or name. */
export function SubscribersFiltersBar({ filters, onChange, controls }: SubscribersFiltersBarProps) {
  const [search, setSearch] = useDebouncedSearch(filters.search, SUBSCRIBERS_SEARCH_DEBOUNCE_MS, (text) =>
    onChange({ ...filters, search: text }),
  );

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <Tabs<SubscriberStatusFilter>
        label="Subscriber status"
        items={STATUS_FILTERS}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        controls={controls}
      />
      <SearchBox
        label="Search subscribers"
        hideLabel
        type="search"
        placeholder="Search by email or name"
        value={search}
        onSearch={setSearch}
        containerClassName="w-full lg:max-w-xs"
      />
    </div>
  );
}
