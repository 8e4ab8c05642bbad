import { Input, type InputProps } from '../../components/input';
import type { FieldProps } from './forms';

/** A whole-number field: type number, with the numeric keyboard on phones. */
export function NumberInput(props: InputProps) {
  return <Input type="number" inputMode="numeric" {...props} />;
}

/** A content item's 'Order' field (its place in lists, from 0). */
export function OrderInput(props: FieldProps<'order_index'>) {
  return <NumberInput label="Order" {...props} min={0} />;
}
