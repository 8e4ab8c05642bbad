import { formatMoney, fromCents, lineCents, PAYMENT_CURRENCY } from '../../lib/money';
import type { Cart } from '../cart/cart-state';
import { SiteImage } from '../shared/site-image';

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
          <li key={item.id} className="flex items-center gap-3 py-3">
            <SiteImage
              src={item.image}
              alt=""
              fallback="placeholder"
              className="size-14 shrink-0 overflow-hidden rounded-xl"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-zinc-950 dark:text-white">{item.name}</p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {`${item.quantity} x ${formatMoney(item.price, item.currency)}`}
              </p>
            </div>
            <p className="font-semibold text-sm text-zinc-950 tabular-nums dark:text-white">
              {formatMoney(fromCents(lineCents(item.price, item.quantity)), item.currency)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-zinc-200 border-t pt-4 font-semibold text-lg text-zinc-950 dark:border-white/10 dark:text-white">
        <span>Total</span>
        <span data-testid="grand-total">{formatMoney(cart.totalPrice, PAYMENT_CURRENCY)}</span>
      </p>
    </section>
  );
}
