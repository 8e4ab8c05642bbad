import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/**
 * The ids a labelled field ties together: the control's own (the caller's, or a generated one), and
 * its hint's and error's while they show (an error replaces the hint). `control` carries the aria
 * wiring to spread on the input, textarea or select.
 */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint && !error ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    hintId,
    errorId,
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': cn(hintId, errorId) || undefined,
    },
  };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

type FieldShellProps = {
  ids: FieldIds;
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** The control itself, with whatever sits around it. */
  children: ReactNode;
};

/** What Input, Textarea and Select share around their control: the label, the hint and the error. */
export function FieldShell({
  ids,
  label,
  hideLabel = false,
  hint,
  error,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={ids.control.id}
        className={cn(hideLabel ? 'sr-only' : 'font-medium text-sm text-zinc-800 dark:text-zinc-200')}
      >
        {label}
      </label>
      {children}
      {ids.hintId && (
        <p id={ids.hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-rose-600 text-xs dark:text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}
