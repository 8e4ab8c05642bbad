import { formatMoney, PAYMENT_CURRENCY } from '../../lib/money';
import type { Cart } from '../cart/cart-state';
import { ItemLine } from '../cart/item-line';

/** The order summary: each line as 'quantity x price' and its total, then the grand total in KES. */
export function OrderSummary({ cart }: { cart: Cart }) {
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
      <p className="mt-2 flex justify-between border-zinc-200 border-t pt-4 font-semibold text-lg text-zinc-950 dark:border-white/10 dark:text-white">
        <span>Total</span>
        <span data-testid="grand-total">{formatMoney(cart.totalPrice, PAYMENT_CURRENCY)}</span>
      </p>
    </section>
  );
}
