import { type ComponentPropsWithRef, useId } from 'react';
import { cn } from '../lib/cn';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  hint?: string;
  error?: string;
  containerClassName?: string;
};

/** A labelled multi-line field in the look of Input. */
export function Textarea({ label, hint, error, id, className, containerClassName, ...props }: TextareaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint && !error ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={fieldId} className="font-medium text-sm text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, errorId) || undefined}
        className={cn(
          'w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-900 shadow-sm outline-none transition-[border-color,box-shadow] placeholder:text-zinc-400 sm:text-sm dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500',
          'focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/20 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/20',
          error ? 'border-rose-400 dark:border-rose-500/70' : 'border-zinc-300 dark:border-white/10',
          className,
        )}
        {...props}
      />
      {hintId && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-rose-600 text-xs dark:text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}
