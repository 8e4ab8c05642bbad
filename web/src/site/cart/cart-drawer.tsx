import { ShoppingBag, X } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/button';
import { DialogLayer } from '../../components/dialog-layer';
import { IconButton } from '../../components/icon-button';
import { SectionLink } from '../layout/section-link';
import { CartLine } from './cart-line';
import { useCart } from './cart-store';
import { DiscountField, DiscountTotals } from './discount-field';
import { useCartDiscount } from './use-cart-discount';

type CartDrawerProps = { open: boolean; onClose: () => void };

/** Spec: the cart drawer, over the page from the right; backdrop, X and Escape close it. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const cart = useCart();
  const discount = useCartDiscount(cart);
  const navigate = useNavigate();

  function checkout() {
    onClose();
    navigate('/checkout');
  }

  return (
    <DialogLayer
      open={open}
      onDismiss={onClose}
      labelledBy="cart-title"
      layerClassName="justify-end"
      panelClassName="relative flex h-full w-full max-w-md flex-col bg-white shadow-2xl outline-none dark:bg-zinc-900"
      backdropTestId="cart-backdrop"
    >
      <div className="flex items-center justify-between border-zinc-200 border-b px-5 py-4 dark:border-white/10">
        <h2 id="cart-title" className="font-semibold text-lg text-zinc-950 dark:text-white">
          Your Cart ({cart.totalItems})
        </h2>
        <IconButton label="Close cart" onClick={onClose}>
          <X aria-hidden="true" />
        </IconButton>
      </div>
      {cart.items.length === 0 ? (
        <div className="grid flex-1 place-items-center px-5 text-center">
          <div>
            <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-zinc-400" />
            <p className="mt-3 font-medium text-zinc-700 dark:text-zinc-300">Your cart is empty</p>
            <SectionLink
              section="shop"
              onClick={onClose}
              className={buttonClasses({ variant: 'outline', size: 'sm' }, 'mt-4')}
            >
              Browse the shop
            </SectionLink>
          </div>
        </div>
      ) : (
        <>
          <ul
            aria-label="Cart items"
            className="flex-1 divide-y divide-zinc-200 overflow-y-auto px-5 dark:divide-white/10"
          >
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onQuantity={(quantity) => cart.updateQuantity(item.id, Math.max(0, quantity))}
                onRemove={() => cart.removeItem(item.id)}
              />
            ))}
          </ul>
          <div className="space-y-4 border-zinc-200 border-t px-5 py-4 dark:border-white/10">
            <DiscountField discount={discount} />
            <DiscountTotals subtotal={cart.totalPrice} discount={discount} totalTestId="cart-total" />
            <Button className="w-full" onClick={checkout}>
              Checkout
            </Button>
          </div>
        </>
      )}
    </DialogLayer>
  );
}
