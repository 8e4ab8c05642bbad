import { clsx } from 'clsx';
import { useState } from 'react';

export const ALL_TAB = 'All';

/** 'All', then each distinct non-empty name, in first-seen order. */
export function categoryTabs(names: readonly string[]): string[] {
  return [ALL_TAB, ...new Set(names.filter((name) => name && name !== ALL_TAB))];
}

export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === ALL_TAB ? [...items] : items.filter((item) => item.category === category);
}

/** The chosen tab (falling back to 'All' when it disappears) and the items it shows. */
export function useCategoryFilter<T extends { category: string }>(
  tabs: readonly string[],
  items: readonly T[],
) {
  const [category, setCategory] = useState(ALL_TAB);
  const active = tabs.includes(category) ? category : ALL_TAB;
  return { active, setCategory, shown: filterByCategory(items, active) };
}

type CategoryTabsProps = {
  label: string;
  tabs: readonly string[];
  active: string;
  onChange: (category: string) => void;
};

/** A row of toggle buttons, one per category; hidden when there is only 'All'. */
export function CategoryTabs({ label, tabs, active, onChange }: CategoryTabsProps) {
  if (tabs.length <= 1) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={label}
      className="-mx-5 mt-8 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          aria-pressed={tab === active}
          onClick={() => onChange(tab)}
          className={clsx(
            'shrink-0 rounded-full px-4 py-2 font-medium text-sm transition-colors',
            tab === active
              ? 'bg-zinc-900 text-white shadow-sm dark:bg-white dark:text-zinc-900'
              : 'border border-zinc-200 bg-white/70 text-zinc-700 hover:border-zinc-300 hover:bg-white dark:border-white/10 dark:bg-white/5 dark:text-zinc-300 dark:hover:bg-white/10',
          )}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
