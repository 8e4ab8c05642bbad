import { Input, type InputProps } from '../../components/input';
import type { FieldProps } from './forms';

/** One text field of a form: its name and the Input's own props (label, type, icon, placeholder…). */
export type TextFieldSpec<Name extends string> = { name: Name } & Omit<InputProps, keyof FieldProps<Name>>;

type TextFieldsProps<Name extends string> = {
  fields: readonly TextFieldSpec<Name>[];
  /** The form's state for one field (useFormFields' `field`). */
  field: (name: Name) => FieldProps<Name>;
};

/** A form's plain text fields, in their order: each one's Input props, then its value and error. */
export function TextFields<Name extends string>({ fields, field }: TextFieldsProps<Name>) {
  return (
    <>
      {fields.map(({ name, ...props }) => (
        <Input key={name} {...props} {...field(name)} />
      ))}
    </>
  );
}
