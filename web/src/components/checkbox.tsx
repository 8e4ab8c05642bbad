import { type ComponentPropsWithRef, useId } from 'react';
import { cn } from '../lib/cn';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string; hint?: string };

/** A labelled checkbox; the whole row is the click target. */
export function Checkbox({ label, hint, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-4.5 shrink-0 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-white/20"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-zinc-800 dark:text-zinc-200">
        {label}
        {hint && <span className="mt-0.5 block text-xs text-zinc-500 dark:text-zinc-400">{hint}</span>}
      </label>
    </div>
  );
}
