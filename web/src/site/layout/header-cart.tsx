import { lazy, Suspense, useState } from 'react';
import { CartButton } from './cart-button';

// The drawer loads on first open: the home page's first load carries only the icon.
const CartDrawer = lazy(() =>
  import('../cart/cart-drawer').then((module) => ({ default: module.CartDrawer })),
);

/** The header's cart icon (its count is painted outside React: cart/cart-paint.ts) and the drawer it opens. */
export function HeaderCart() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <CartButton onClick={() => setOpen(true)} expanded={open} />
      {open && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
