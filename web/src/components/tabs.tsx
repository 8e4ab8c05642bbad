import { type KeyboardEvent, useRef } from 'react';
import { cn } from '../lib/cn';

export type TabItem<T extends string> = { value: T; label: string; count?: number };

type TabsProps<T extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the panel the tabs control. */
  controls?: string;
  className?: string;
};

/**
 * Filter tabs in the WAI-ARIA tabs pattern: one tab stop, arrows/Home/End move and select,
 * optional counts beside each label. Scrolls sideways on narrow screens instead of wrapping.
 */
export function Tabs<T extends string>({ label, items, value, onChange, controls, className }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.value);
    const tab = list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next];
    tab?.focus();
    // On a phone the list may scroll sideways: keep the chosen tab in sight.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div className={cn('-mx-1 overflow-x-auto px-1 pb-1', className)}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex min-w-max gap-1 rounded-full border border-zinc-200/80 bg-white/70 p-1 shadow-sm dark:border-white/10 dark:bg-white/[0.03]"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={controls}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 sm:gap-2 sm:px-4',
                selected
                  ? 'bg-zinc-900 text-white shadow-sm dark:bg-white dark:text-zinc-900'
                  : 'text-zinc-600 hover:bg-zinc-900/5 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white',
              )}
            >
              {item.label}
              {item.count !== undefined && (
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums',
                    selected
                      ? 'bg-white/20 text-white dark:bg-zinc-900/10 dark:text-zinc-900'
                      : 'bg-zinc-100 text-zinc-600 dark:bg-white/10 dark:text-zinc-300',
                  )}
                >
                  {item.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
