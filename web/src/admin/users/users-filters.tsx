import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { UsersFilters } from '../../api/users';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Select } from '../../components/select';

export const SEARCH_DEBOUNCE_MS = 400;

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  { value: 'admin', label: 'Administrator' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'user', label: 'User' },
];
const VERIFIED_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Verified' },
  { value: 'false', label: 'Unverified' },
];
const LOCKED_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Locked' },
  { value: 'false', label: 'Not locked' },
];

type UsersFiltersBarProps = {
  filters: UsersFilters;
  /** Every change of a filter goes back to page 1. */
  onChange: (next: Omit<UsersFilters, 'page'>) => void;
};

/** Search (debounced), role, verified and locked filters. Re-key it to reset the search box from outside. */
export function UsersFiltersBar({ filters, onChange }: UsersFiltersBarProps) {
  const [search, setSearch] = useState(filters.search);
  const { page: _page, ...rest } = filters;
  const active = Boolean(filters.search || filters.role || filters.verified || filters.locked);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the wait
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...rest, search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
      <Input
        label="Search users"
        type="search"
        placeholder="Name or email"
        icon={<Search />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        containerClassName="sm:col-span-2 lg:col-span-1"
      />
      <Select
        label="Role"
        options={ROLE_OPTIONS}
        value={filters.role}
        onChange={(event) => onChange({ ...rest, role: event.target.value as UsersFilters['role'] })}
      />
      <Select
        label="Verified"
        options={VERIFIED_OPTIONS}
        value={filters.verified}
        onChange={(event) => onChange({ ...rest, verified: event.target.value as UsersFilters['verified'] })}
      />
      <Select
        label="Locked"
        options={LOCKED_OPTIONS}
        value={filters.locked}
        onChange={(event) => onChange({ ...rest, locked: event.target.value as UsersFilters['locked'] })}
      />
      <Button
        variant="ghost"
        onClick={() => {
          setSearch('');
          onChange({ search: '', role: '', verified: '', locked: '' });
        }}
        disabled={!active}
        className="sm:col-span-2 lg:col-span-1"
      >
        <X aria-hidden="true" className="size-4" />
        Clear
      </Button>
    </div>
  );
}
