import { ShoppingBag } from 'lucide-react';
import { IconButton } from '../../components/icon-button';
import { CART_LABEL_ID } from '../cart/cart-paint';

type CartButtonProps = { onClick?: () => void; expanded?: boolean };

/**
 * Header cart icon. Its count and its name ('Open cart (3 items)') are painted by the page's
 * script from storage (cart/cart-paint.ts), not by React: a visitor with a cart sees them on
 * every page without this island waking. The badge shows `--cart-count` once `<html>` carries
 * `data-cart-count` (styles.css); the name is `#site-cart-label`'s text (site-layout.tsx), and
 * 'Open cart' where there is none.
 */
export function CartButton({ onClick, expanded }: CartButtonProps) {
  return (
    <IconButton
      label="Open cart"
      aria-labelledby={CART_LABEL_ID}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={expanded}
    >
      <ShoppingBag aria-hidden="true" />
      <span
        aria-hidden="true"
        data-cart-badge=""
        className="absolute -top-0.5 -right-0.5 hidden min-w-5 place-items-center rounded-full bg-linear-to-r from-indigo-600 to-violet-600 px-1 font-semibold text-[11px] text-white leading-5 ring-2 ring-white dark:ring-zinc-950"
      />
    </IconButton>
  );
}
