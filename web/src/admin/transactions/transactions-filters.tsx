import { useEffect } from 'react';
import { hasActiveFilters, type TransactionsFilters } from '../../api/payments-admin';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { ClearFiltersButton, SearchBox, useDebouncedSearch } from '../shared/filters';

/** The search is sent to the server 500 ms after the last keystroke, like the subscribers search. */
export const TRANSACTIONS_SEARCH_DEBOUNCE_MS = 500;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'REVERSED', label: 'Reversed' },
  { value: 'EXPIRED', label: 'Expired' },
  { value: 'CANCELLED', label: 'Cancelled' },
] as const;

type TransactionsFiltersBarProps = {
  filters: TransactionsFilters;
  onChange: (next: TransactionsFilters) => void;
};

/** Status, start date, end date and free-text search (reference, customer, code or tracking id). */
export function TransactionsFiltersBar({ filters, onChange }: TransactionsFiltersBarProps) {
  const [search, setSearch] = useDebouncedSearch(filters.search, TRANSACTIONS_SEARCH_DEBOUNCE_MS, (text) =>
    onChange({ ...filters, search: text }),
  );

  // The parent can clear the filters; the box follows.
  useEffect(() => setSearch(filters.search), [filters.search, setSearch]);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_10rem_auto] lg:items-end">
      <SearchBox
        label="Search transactions"
        type="search"
        placeholder="Reference, name, email, phone, code…"
        value={search}
        onSearch={setSearch}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value })}
      />
      <Input
        label="Start date"
        type="date"
        value={filters.start_date}
        max={filters.end_date || undefined}
        onChange={(event) => onChange({ ...filters, start_date: event.target.value })}
      />
      <Input
        label="End date"
        type="date"
        value={filters.end_date}
        min={filters.start_date || undefined}
        onChange={(event) => onChange({ ...filters, end_date: event.target.value })}
      />
      <ClearFiltersButton
        onClick={() => onChange({ status: '', start_date: '', end_date: '', search: '' })}
        disabled={!hasActiveFilters(filters)}
      />
    </div>
  );
}
