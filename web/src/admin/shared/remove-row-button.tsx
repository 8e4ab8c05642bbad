import { X } from 'lucide-react';
import { IconButton } from '../../components/icon-button';

type RemoveRowButtonProps<T> = {
  label: string;
  /** The list the row belongs to; `onChange` gets it without row `index`. */
  items: readonly T[];
  index: number;
  onChange: (items: T[]) => void;
  disabled?: boolean;
  className?: string;
};

/** The ✕ that drops one row of an editable list (a store link, a file about to be uploaded). */
export function RemoveRowButton<T>({
  label,
  items,
  index,
  onChange,
  disabled,
  className,
}: RemoveRowButtonProps<T>) {
  return (
    <IconButton
      label={label}
      onClick={() => onChange(items.filter((_, at) => at !== index))}
      disabled={disabled}
      className={className}
    >
      <X aria-hidden="true" />
    </IconButton>
  );
}
