import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';
import { MAX_PICTURE_BYTES, MESSAGES } from '../../../../modules/admin/admin.schemas.ts';
import { ApiError } from '../../lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** What Input, Textarea and Select take from the form state for one field. */
export type FieldProps<Name extends string> = {
  name: Name;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: string | undefined;
  disabled: boolean;
};

/**
 * A form's text fields and their errors. `set` changes one field and clears its error; `field`
 * gives the props every Input, Textarea and Select repeats (name, value, onChange, error and
 * `disabled` while saving), so a field reads `<Input label="Name" {...form.field('name')} />`.
 */
export function useFormFields<V extends Record<keyof V, string>>(
  initialValues: V | (() => V),
  disabled: boolean,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function set(name: keyof V & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function field<Name extends keyof V & string>(name: Name): FieldProps<Name> {
    return {
      name,
      value: values[name],
      onChange: (event) => set(name, event.target.value),
      error: errors[name],
      disabled,
    };
  }

  return { values, setValues, set, field, errors, setErrors };
}

type TextFieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * A form kept as one record of mixed values: `set` changes one entry, and `bind` gives a text
 * field (Input, Textarea, Select) its value and onChange for one text entry.
 */
export function useRecordForm<V extends object>(initial: () => V) {
  const [form, setForm] = useState<V>(initial);
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const bind = <K extends keyof V>(key: K) => ({
    value: String(form[key]),
    onChange: (event: TextFieldEvent) => set(key, event.target.value as V[K]),
  });
  return { form, setForm, set, bind };
}

/** The first message per top-level field of a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A form checked before it is sent: the parsed data, or the errors to show (the schema's first
 * message per field, or the screen's own check from `checks`, a message or undefined per field,
 * which wins over the schema's).
 */
export function checkForm<T>(
  schema: z.ZodType<T>,
  input: unknown,
  checks: FieldErrors = {},
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  for (const [name, message] of Object.entries(checks)) if (message) errors[name] = message;
  if (parsed.success && !Object.values(errors).some(Boolean)) return { data: parsed.data };
  return { errors };
}

/** The server's `errors: [{path, message}]`, keyed by the top-level field they name. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const item of error.errors) {
    const key = item.path.split('.')[0] ?? '';
    if (key && !errors[key]) errors[key] = item.message;
  }
  return errors;
}

/** Spec sections 5 and 9: an upload must be an image (any image/* type) under its size limit. */
export function imageError(
  file: File | null | undefined,
  maxBytes: number,
  tooLarge: string,
): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return MESSAGES.invalidImage;
  if (file.size >= maxBytes) return tooLarge;
  return undefined;
}

/** A profile picture: an image under 5MB. */
export function pictureError(file: File | null | undefined): string | undefined {
  return imageError(file, MAX_PICTURE_BYTES, MESSAGES.pictureTooLarge);
}

/** Select options from a list of lower-case values, each labelled with a capital first letter. */
export function capitalizedOptions(values: readonly string[]) {
  return values.map((value) => ({ value, label: capitalize(value) }));
}

/** A list's filter tabs: 'All', then one per value, labelled with a capital first letter. */
export function tabsOf<T extends string>(values: readonly T[]): { value: 'all' | T; label: string }[] {
  return [{ value: 'all', label: 'All' }, ...values.map((value) => ({ value, label: capitalize(value) }))];
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A checkbox's state and the props Checkbox takes for it (`disabled` while saving). */
export function useFlag(initial: boolean) {
  const [checked, setChecked] = useState(initial);
  const props = (disabled: boolean) => ({
    checked,
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setChecked(event.target.checked),
  });
  return { checked, setChecked, props };
}
