import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';
import { FieldShell, useFieldIds } from './field';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
  containerClassName?: string;
};

/** A labelled multi-line field in the look of Input. */
export function Textarea({ label, hint, error, id, className, containerClassName, ...props }: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={containerClassName}>
      <textarea
        {...ids.control}
        rows={4}
        className={cn(
          'w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-900 shadow-sm outline-none transition-[border-color,box-shadow] placeholder:text-zinc-400 sm:text-sm dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500',
          'focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/20 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/20',
          error ? 'border-rose-400 dark:border-rose-500/70' : 'border-zinc-300 dark:border-white/10',
          className,
        )}
        {...props}
      />
    </FieldShell>
  );
}
