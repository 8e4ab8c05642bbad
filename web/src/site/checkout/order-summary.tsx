import { formatMoney } from '../../lib/money';
import type { Cart } from '../cart/cart-state';
import { DiscountField, DiscountTotals } from '../cart/discount-field';
import { ItemLine } from '../cart/item-line';
import type { CartDiscount } from '../cart/use-cart-discount';

/**
 * The order summary: each line as 'quantity x price' and its total, the discount code field, then
 * the subtotal, the amount saved and the grand total in KES.
 */
export function OrderSummary({ cart, discount }: { cart: Cart; discount: CartDiscount }) {
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-3xl border border-zinc-200 bg-zinc-50 p-5 dark:border-white/10 dark:bg-white/5"
    >
      <h2 id="summary-title" className="font-semibold text-lg text-zinc-950 dark:text-white">
        Order summary
      </h2>
      <ul className="mt-4 divide-y divide-zinc-200 dark:divide-white/10">
        {cart.items.map((item) => (
          <ItemLine
            key={item.id}
            item={item}
            detail={`${item.quantity} x ${formatMoney(item.price, item.currency)}`}
            className="items-center py-3"
            imageClassName="size-14"
          />
        ))}
      </ul>
      <div className="mt-2 space-y-4 border-zinc-200 border-t pt-4 dark:border-white/10">
        <DiscountField discount={discount} />
        <DiscountTotals subtotal={cart.totalPrice} discount={discount} totalTestId="grand-total" />
      </div>
    </section>
  );
}
