import { Minus, Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '../../lib/money';
import type { CartItem } from './cart-state';
import { ItemLine } from './item-line';

type CartLineProps = {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

const STEP =
  'grid size-8 place-items-center rounded-full border border-zinc-300 text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:outline-offset-2 dark:border-white/15 dark:text-zinc-200 dark:hover:bg-white/10';

/** One cart line: picture, name, quantity controls (down to 0 removes it), price and line total. */
export function CartLine({ item, onQuantity, onRemove }: CartLineProps) {
  return (
    <ItemLine
      item={item}
      detail={formatMoney(item.price, item.currency)}
      className="py-4"
      imageClassName="size-16"
    >
      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          className={STEP}
          aria-label={`Decrease quantity of ${item.name}`}
          onClick={() => onQuantity(item.quantity - 1)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output aria-label={`Quantity of ${item.name}`} className="w-6 text-center font-medium tabular-nums">
          {item.quantity}
        </output>
        <button
          type="button"
          className={STEP}
          aria-label={`Increase quantity of ${item.name}`}
          onClick={() => onQuantity(item.quantity + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className="ml-auto grid size-8 place-items-center rounded-full text-zinc-500 hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-rose-500/10"
          aria-label={`Remove ${item.name}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </ItemLine>
  );
}
