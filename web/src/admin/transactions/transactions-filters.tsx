import { useEffect } from 'react';
import { hasActiveFilters, type TransactionsFilters } from '../../api/payments-admin';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { ClearFiltersButton, filterOptions, SearchBox, useDebouncedSearch } from '../shared/filters';

/** The search is sent to the server 500 ms after the last keystroke, like the subscribers search. */
export const TRANSACTIONS_SEARCH_DEBOUNCE_MS = 500;

const STATUS_OPTIONS = filterOptions('All statuses', {
  COMPLETED: 'Completed',
  PENDING: 'Pending',
  FAILED: 'Failed',
  REVERSED: 'Reversed',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
});

/** The date range: the start is at most the end (its max), the end at least the start (its min). */
const DATES = [
  { name: 'start_date', label: 'Start date', limit: 'max', by: 'end_date' },
  { name: 'end_date', label: 'End date', limit: 'min', by: 'start_date' },
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
      {DATES.map(({ name, label, limit, by }) => (
        <Input
          key={name}
          label={label}
          type="date"
          value={filters[name]}
          {...{ [limit]: filters[by] || undefined }}
          onChange={(event) => onChange({ ...filters, [name]: event.target.value })}
        />
      ))}
      <ClearFiltersButton
        onClick={() => onChange({ status: '', start_date: '', end_date: '', search: '' })}
        disabled={!hasActiveFilters(filters)}
      />
    </div>
  );
}
