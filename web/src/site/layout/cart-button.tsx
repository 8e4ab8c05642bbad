import { ShoppingBag } from 'lucide-react';
import { IconButton } from '../../components/icon-button';
import { counted } from '../../lib/counted';

type CartButtonProps = { count?: number; onClick?: () => void; expanded?: boolean };

/** Header cart icon; the count badge appears once the cart holds something. */
export function CartButton({ count = 0, onClick, expanded }: CartButtonProps) {
  return (
    <IconButton
      label={count > 0 ? `Open cart (${counted(count, 'item')})` : 'Open cart'}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
    >
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
