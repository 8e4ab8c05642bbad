import { Search, X } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../../components/button';
import { Card } from '../../components/card';
import { Input, type InputProps } from '../../components/input';
import { Select } from '../../components/select';
import { cn } from '../../lib/cn';

/**
 * The text typed in a list's search box, handed to `send` `delay` ms after the last keystroke
 * rather than on each one; `current` is the search the list shows now.
 */
export function useDebouncedSearch(current: string, delay: number, send: (search: string) => void) {
  const [search, setSearch] = useState(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the wait
  useEffect(() => {
    if (search === current) return;
    const timer = setTimeout(() => send(search), delay);
    return () => clearTimeout(timer);
  }, [search]);
  return [search, setSearch] as const;
}

export type FilterOption = { value: string; label: string };

/** A filter's options: `any` for no filter (''), then each value with its label, in their order. */
export function filterOptions(any: string, labels: Record<string, string>): FilterOption[] {
  return [{ value: '', label: any }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}

/**
 * A list's filters: the values its bar shows, `set` for one of them, and `query`, the values the
 * list is fetched with (the search deferred, so typing stays quick while the list catches up).
 */
export function useListFilters<F extends { search: string }>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const search = useDeferredValue(filters.search);
  const set = (name: keyof F, value: string) => setFilters((now) => ({ ...now, [name]: value }));
  return { filters, setFilters, set, query: { ...filters, search } };
}

/** A yes/no filter's options: `any` for no filter (''), then 'true' as `yes` and 'false' as `no`. */
export function yesNoOptions(any: string, yes: string, no: string) {
  return filterOptions(any, { true: yes, false: no });
}

/** One select of a filters bar: the filter's name, its label and its options. */
export type FilterSelect<Name extends string> = {
  name: Name;
  label: string;
  options: readonly FilterOption[];
};

type FilterSelectsProps<Name extends string> = {
  selects: readonly FilterSelect<Name>[];
  values: Record<Name, string>;
  onChange: (name: Name, value: string) => void;
  /** Labels for screen readers only (a compact bar). */
  hideLabel?: boolean;
};

/** A filters bar's selects, in their order; each change hands the filter's name and new value. */
export function FilterSelects<Name extends string>({
  selects,
  values,
  onChange,
  hideLabel,
}: FilterSelectsProps<Name>) {
  return (
    <>
      {selects.map(({ name, label, options }) => (
        <Select
          key={name}
          label={label}
          hideLabel={hideLabel}
          options={options}
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ))}
    </>
  );
}

/** A list's search field: the magnifier inside, every keystroke handed to `onSearch`. */
export function SearchBox({
  onSearch,
  ...props
}: Omit<InputProps, 'icon' | 'onChange'> & { onSearch: (text: string) => void }) {
  return (
    <Input
      {...props}
      icon={<Search aria-hidden="true" />}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

/** The 'Clear' button at the end of a filters bar. */
export function ClearFiltersButton(props: Omit<ButtonProps, 'children' | 'variant'>) {
  return (
    <Button variant="ghost" {...props}>
      <X aria-hidden="true" className="size-4" />
      Clear
    </Button>
  );
}

type SearchFiltersCardProps<Name extends string> = FilterSelectsProps<Name> & {
  /** The search box's (hidden) label and its placeholder. */
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** The card's grid columns. */
  className: string;
};

/** The blog and shop screens' filters: a search box and the selects, in one card. */
export function SearchFiltersCard<Name extends string>({
  searchLabel,
  placeholder,
  search,
  onSearch,
  className,
  ...selects
}: SearchFiltersCardProps<Name>) {
  return (
    <Card className={cn('grid gap-3 p-4', className)}>
      <SearchBox
        label={searchLabel}
        hideLabel
        placeholder={placeholder}
        maxLength={200}
        value={search}
        onSearch={onSearch}
      />
      <FilterSelects {...selects} />
    </Card>
  );
}
