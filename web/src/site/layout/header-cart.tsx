import { lazy, Suspense, useState } from 'react';
import { useCart } from '../cart/cart-store';
import { CartButton } from './cart-button';

// The drawer loads on first open: the home page's first load carries only the icon and its count.
const CartDrawer = lazy(() =>
  import('../cart/cart-drawer').then((module) => ({ default: module.CartDrawer })),
);

/** The header's cart icon with its item count, and the drawer it opens. */
export function HeaderCart() {
  const { totalItems } = useCart();
  const [open, setOpen] = useState(false);
  return (
    <>
      <CartButton count={totalItems} onClick={() => setOpen(true)} expanded={open} />
      {open && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
