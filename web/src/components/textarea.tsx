import type { ComponentPropsWithRef } from 'react';
import { controlClasses, Field, type FieldProps } from './field';

export type TextareaProps = ComponentPropsWithRef<'textarea'> & Omit<FieldProps, 'hideLabel'>;

/** A labelled multi-line field in the look of Input. */
export function Textarea({ label, hint, error, id, className, containerClassName, ...props }: TextareaProps) {
  return (
    <Field {...{ id, label, hint, error, containerClassName }}>
      {(control) => (
        <textarea
          {...control}
          rows={4}
          className={controlClasses(
            'w-full resize-y rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-900 shadow-sm outline-none transition-[border-color,box-shadow] placeholder:text-zinc-400 sm:text-sm dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500',
            error,
            className,
          )}
          {...props}
        />
      )}
    </Field>
  );
}
