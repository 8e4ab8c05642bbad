import { ALL, type ShopFilters as ShopFiltersValue } from '../../api/shop-admin';
import { SearchFiltersCard, yesNoOptions } from '../shared/filters';

export type { ShopFiltersValue };

export const NO_FILTERS: ShopFiltersValue = { search: '', category: ALL, active: '', has_files: '' };

const STATUS_OPTIONS = yesNoOptions('All', 'Active', 'Inactive');
const FILES_OPTIONS = yesNoOptions('All', 'With Files', 'Without Files');

type ShopFiltersProps = {
  filters: ShopFiltersValue;
  categories: readonly string[];
  onChange: (filters: ShopFiltersValue) => void;
};

/** Admin spec: Search, Category (with All), Status (All, active, inactive) and Has Files. */
export function ShopFilters({ filters, categories, onChange }: ShopFiltersProps) {
  const set = (key: keyof ShopFiltersValue, value: string) => onChange({ ...filters, [key]: value });
  const categoryOptions = [{ value: ALL, label: 'All' }, ...categories.map((c) => ({ value: c, label: c }))];
  const selects = [
    { name: 'category', label: 'Category', options: categoryOptions },
    { name: 'active', label: 'Status', options: STATUS_OPTIONS },
    { name: 'has_files', label: 'Has Files', options: FILES_OPTIONS },
  ] as const;
  return (
    <SearchFiltersCard
      className="sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]"
      searchLabel="Search"
      placeholder="Search products..."
      search={filters.search}
      onSearch={(text) => set('search', text)}
      selects={selects}
      values={filters}
      onChange={set}
    />
  );
}
