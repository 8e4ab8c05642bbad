import { Input } from '../../components/input';
import type { CustomerErrors, CustomerForm } from './checkout-order';

type CustomerFieldsProps = {
  form: CustomerForm;
  errors: CustomerErrors;
  onChange: (field: keyof CustomerForm, value: string) => void;
  onBlur: (field: keyof CustomerForm) => void;
};

type FieldSpec = {
  name: keyof CustomerForm;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
  wide?: boolean;
};

const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'street', label: 'Street address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'County / State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
];

/** The customer's details; required fields are marked and explain themselves once touched. */
export function CustomerFields({ form, errors, onChange, onBlur }: CustomerFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-4 font-semibold text-lg text-zinc-950 dark:text-white">Your details</legend>
      {FIELDS.map((field) => (
        <Input
          key={field.name}
          id={`checkout-${field.name}`}
          name={field.name}
          label={field.required ? `${field.label} *` : field.label}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          aria-required={field.required || undefined}
          value={form[field.name]}
          error={errors[field.name]}
          hint={field.name === 'city' ? 'Nairobi when left empty' : undefined}
          onChange={(event) => onChange(field.name, event.target.value)}
          onBlur={() => onBlur(field.name)}
          containerClassName={field.wide ? 'sm:col-span-2' : undefined}
        />
      ))}
    </fieldset>
  );
}
