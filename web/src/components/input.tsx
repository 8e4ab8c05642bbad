import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlClasses, Field, type FieldProps } from './field';

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldProps & {
    /** A decorative icon inside the field, on the left. */
    icon?: ReactNode;
    /** A control inside the field, on the right (e.g. show/hide password). */
    trailing?: ReactNode;
    /** Values offered as the user types (a datalist); any other text may still be typed. */
    suggestions?: readonly string[];
  };

export function Input({
  label,
  hideLabel,
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
  return (
    <Field {...{ id, label, hideLabel, hint, error, containerClassName }}>
      {(control) => {
        const suggestionsId = suggestions ? `${control.id}-suggestions` : undefined;
        return (
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
              {...control}
              className={controlClasses(
                'h-11 w-full rounded-xl border bg-white px-3.5 text-base text-zinc-900 shadow-sm outline-none transition-[border-color,box-shadow] placeholder:text-zinc-400 focus-visible:outline-none sm:text-sm dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500',
                error,
                icon ? 'pl-10' : undefined,
                trailing ? 'pr-12' : undefined,
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
        );
      }}
    </Field>
  );
}
