import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { controlClasses, Field, type FieldProps } from './field';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> &
  Omit<FieldProps, 'hint'> & { options: readonly SelectOption[] };

/** A labelled native select in the look of Input (native keeps keyboard and phone pickers right). */
export function Select({
  label,
  hideLabel,
  options,
  error,
  id,
  className,
  containerClassName,
  ...props
}: SelectProps) {
  return (
    <Field {...{ id, label, hideLabel, error, containerClassName }}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={controlClasses(
              'h-11 w-full appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-base text-zinc-900 shadow-sm outline-none transition-[border-color,box-shadow] sm:text-sm dark:bg-zinc-900 dark:text-zinc-100',
              error,
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
      )}
    </Field>
  );
}
