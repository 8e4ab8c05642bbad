import { ShoppingBag } from 'lucide-react';
import { IconButton } from '../../components/icon-button';

type CartButtonProps = { count?: number; onClick?: () => void };

/** Header cart icon; the count badge appears once the cart holds something. */
export function CartButton({ count = 0, onClick }: CartButtonProps) {
  return (
    <IconButton label="Open cart" onClick={onClick}>
      <ShoppingBag aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-linear-to-r from-indigo-600 to-violet-600 px-1 font-semibold text-[11px] text-white leading-5 ring-2 ring-white dark:ring-zinc-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </IconButton>
  );
}
