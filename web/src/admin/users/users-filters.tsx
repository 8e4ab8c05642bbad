import type { UsersFilters } from '../../api/users';
import {
  ClearFiltersButton,
  FilterSelects,
  filterOptions,
  SearchBox,
  useDebouncedSearch,
  yesNoOptions,
} from '../shared/filters';

export const SEARCH_DEBOUNCE_MS = 400;

const ROLE_OPTIONS = filterOptions('All roles', {
  admin: 'Administrator',
  moderator: 'Moderator',
  user: 'User',
});
const VERIFIED_OPTIONS = yesNoOptions('Any', 'Verified', 'Unverified');
const LOCKED_OPTIONS = yesNoOptions('Any', 'Locked', 'Not locked');

/** The role, verified and locked filters, in their order on screen. */
const SELECTS = [
  { name: 'role', label: 'Role', options: ROLE_OPTIONS },
  { name: 'verified', label: 'Verified', options: VERIFIED_OPTIONS },
  { name: 'locked', label: 'Locked', options: LOCKED_OPTIONS },
] as const;

type UsersFiltersBarProps = {
  filters: UsersFilters;
  /** Every change of a filter goes back to page 1. */
  onChange: (next: UsersFilters) => void;
};

/** Search (debounced), role, verified and locked filters. Re-key it to reset the search box from outside. */
export function UsersFiltersBar({ filters, onChange }: UsersFiltersBarProps) {
  const [search, setSearch] = useDebouncedSearch(filters.search, SEARCH_DEBOUNCE_MS, (text) =>
    onChange({ ...filters, search: text }),
  );
  const active = Boolean(filters.search || filters.role || filters.verified || filters.locked);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <SearchBox
        label="Search users"
        type="search"
        placeholder="Name or email"
        value={search}
        onSearch={setSearch}
        containerClassName="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelects
        selects={SELECTS}
        values={filters}
        onChange={(name, value) => onChange({ ...filters, [name]: value })}
      />
      <ClearFiltersButton
        onClick={() => {
          setSearch('');
          onChange({ search: '', role: '', verified: '', locked: '' });
        }}
        disabled={!active}
        className="sm:col-span-2 lg:col-span-1"
      />
    </div>
  );
}
