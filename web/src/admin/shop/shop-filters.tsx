import { ALL, type ShopFilters as ShopFiltersValue } from '../../api/shop-admin';
import { Card } from '../../components/card';
import { Select } from '../../components/select';
import { SearchBox } from '../shared/filters';

export type { ShopFiltersValue };

export const NO_FILTERS: ShopFiltersValue = { search: '', category: ALL, active: '', has_files: '' };

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];
const FILES_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'With Files' },
  { value: 'false', label: 'Without Files' },
];

type ShopFiltersProps = {
  filters: ShopFiltersValue;
  categories: readonly string[];
  onChange: (filters: ShopFiltersValue) => void;
};

/** Admin spec: Search, Category (with All), Status (All, active, inactive) and Has Files. */
export function ShopFilters({ filters, categories, onChange }: ShopFiltersProps) {
  const set = (key: keyof ShopFiltersValue, value: string) => onChange({ ...filters, [key]: value });
  const categoryOptions = [{ value: ALL, label: 'All' }, ...categories.map((c) => ({ value: c, label: c }))];
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]">
      <SearchBox
        label="Search"
        hideLabel
        placeholder="Search products..."
        maxLength={200}
        value={filters.search}
        onSearch={(text) => set('search', text)}
      />
      <Select
        label="Category"
        options={categoryOptions}
        value={filters.category}
        onChange={(e) => set('category', e.target.value)}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.active}
        onChange={(e) => set('active', e.target.value)}
      />
      <Select
        label="Has Files"
        options={FILES_OPTIONS}
        value={filters.has_files}
        onChange={(e) => set('has_files', e.target.value)}
      />
    </Card>
  );
}
