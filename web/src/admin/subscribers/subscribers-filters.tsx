import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SubscriberStatusFilter, SubscribersFilters } from '../../api/subscribers';
import { Input } from '../../components/input';
import { Tabs } from '../../components/tabs';
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
  const [search, setSearch] = useState(filters.search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the wait
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SUBSCRIBERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <Tabs<SubscriberStatusFilter>
        label="Subscriber status"
        items={STATUS_FILTERS}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        controls={controls}
      />
      <Input
        label="Search subscribers"
        hideLabel
        type="search"
        placeholder="Search by email or name"
        icon={<Search />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="w-full lg:max-w-xs"
      />
    </div>
  );
}
