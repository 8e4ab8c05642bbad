import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';
import { FieldShell, useFieldIds } from './field';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  error?: string;
  containerClassName?: string;
};

/** A labelled native select in the look of Input (native keeps keyboard and phone pickers right). */
export function Select({
  label,
  hideLabel = false,
  options,
  error,
  id,
  className,
  containerClassName,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id, undefined, error);
  return (
    <FieldShell ids={ids} label={label} hideLabel={hideLabel} error={error} className={containerClassName}>
      <div className="relative">
        <select
          {...ids.control}
          className={cn(
            'h-11 w-full appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-base text-zinc-900 shadow-sm outline-none transition-[border-color,box-shadow] sm:text-sm dark:bg-zinc-900 dark:text-zinc-100',
            'focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/20 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/20',
            error ? 'border-rose-400 dark:border-rose-500/70' : 'border-zinc-300 dark:border-white/10',
            className,
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3.5 my-auto size-4 text-zinc-400"
        />
      </div>
    </FieldShell>
  );
}
