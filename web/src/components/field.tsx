import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/** What every labelled field takes beside its control's own attributes. */
export type FieldProps = {
  id?: string;
  /** Always rendered; `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  hint?: string;
  error?: string;
  containerClassName?: string;
};

/** The aria wiring a field's control carries: its id and the hint or error that describes it. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The classes Input, Textarea and Select share on their control: the focus ring, and the border
 * that turns red with an error. `base` is the control's own shape; `className` (the caller's) wins.
 */
export function controlClasses(
  base: string,
  error: string | undefined,
  ...rest: (string | false | undefined)[]
) {
  return cn(
    base,
    'focus:border-indigo-500 focus:ring-4 focus:ring-indigo-500/20 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/20',
    error ? 'border-rose-400 dark:border-rose-500/70' : 'border-zinc-300 dark:border-white/10',
    ...rest,
  );
}

/**
 * What Input, Textarea and Select share around their control: the label, the hint and the error
 * (an error replaces the hint). `children` renders the control, given the wiring to spread on it.
 */
export function Field({
  id,
  label,
  hideLabel = false,
  hint,
  error,
  containerClassName,
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint && !error ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FieldControl = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': cn(hintId, errorId) || undefined,
  };
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      <label
        htmlFor={controlId}
        className={cn(hideLabel ? 'sr-only' : 'font-medium text-sm text-zinc-800 dark:text-zinc-200')}
      >
        {label}
      </label>
      {children(control)}
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
