import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldShell, useFieldIds } from './field';

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  /** Always rendered; `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  /** A decorative icon inside the field, on the left. */
  icon?: ReactNode;
  /** A control inside the field, on the right (e.g. show/hide password). */
  trailing?: ReactNode;
  /** Values offered as the user types (a datalist); any other text may still be typed. */
  suggestions?: readonly string[];
  containerClassName?: string;
};

export function Input({
  label,
  hideLabel = false,
  hint,
  error,
  icon,
  trailing,
  suggestions,
  id,
  className,
  containerClassName,
  ...props
}: InputProps) {
  const ids = useFieldIds(id, hint, error);
  const suggestionsId = suggestions ? `${ids.control.id}-suggestions` : undefined;

  return (
    <FieldShell
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={containerClassName}
    >
      <div className="relative">
        {icon && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-zinc-400 [&_svg]:size-4.5"
          >
            {icon}
          </span>
        )}
        <input
          {...ids.control}
          className={cn(
            'h-11 w-full rounded-xl border bg-white px-3.5 text-base text-zinc-900 shadow-sm outline-none transition-[border-color,box-shadow] placeholder:text-zinc-400 focus-visible:outline-none sm:text-sm dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500',
            'focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/20 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/20',
            error ? 'border-rose-400 dark:border-rose-500/70' : 'border-zinc-300 dark:border-white/10',
            icon && 'pl-10',
            trailing && 'pr-12',
            className,
          )}
          list={suggestionsId}
          {...props}
        />
        {suggestions && (
          <datalist id={suggestionsId}>
            {suggestions.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        )}
        {trailing && <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span>}
      </div>
    </FieldShell>
  );
}
