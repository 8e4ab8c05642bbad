import { Tag, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Skeleton } from '../../components/spinner';
import { formatMoney, PAYMENT_CURRENCY } from '../../lib/money';
import type { CartDiscount } from './use-cart-discount';

/**
 * The "Discount code" field with Apply, or the applied code with Remove; the server's one message
 * when a code does not apply (the total then stays the cart's own). Inside the checkout's form,
 * Enter in the field applies the code rather than submitting the order.
 */
export function DiscountField({ discount }: { discount: CartDiscount }) {
  const [typed, setTyped] = useState('');
  const messageId = useId();

  async function apply() {
    if (!typed.trim()) return;
    if (await discount.apply(typed)) setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  if (discount.code) {
    return (
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-3 py-1 dark:border-emerald-500/30 dark:bg-emerald-500/10">
          <p className="flex min-w-0 items-center gap-2 text-emerald-900 text-sm dark:text-emerald-200">
            <Tag aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">
              Code{' '}
              <strong className="font-mono" data-testid="applied-discount-code">
                {discount.code}
              </strong>
              {discount.preview ? ' applied' : ''}
            </span>
          </p>
          <Button variant="ghost" size="sm" className="h-11 shrink-0" onClick={discount.remove}>
            <X aria-hidden="true" className="size-4" />
            Remove
            <span className="sr-only"> discount code {discount.code}</span>
          </Button>
        </div>
        {discount.error && (
          <p role="alert" className="text-rose-700 text-sm dark:text-rose-300">
            {discount.error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div>
      <div className="flex items-end gap-2">
        <Input
          label="Discount code"
          containerClassName="min-w-0 flex-1"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={discount.error ? messageId : undefined}
        />
        <Button
          variant="outline"
          onClick={() => void apply()}
          loading={discount.busy}
          disabled={!typed.trim()}
        >
          Apply
        </Button>
      </div>
      {discount.error && (
        <p id={messageId} role="alert" className="mt-2 text-rose-700 text-sm dark:text-rose-300">
          {discount.error}
        </p>
      )}
    </div>
  );
}

/** Subtotal, the code and the amount saved, then the total the buyer pays. */
export function DiscountTotals({
  subtotal,
  discount,
  totalTestId,
}: {
  subtotal: number;
  discount: CartDiscount;
  totalTestId: string;
}) {
  const { preview } = discount;
  // A stored code being priced: its rows' place, so the total does not jump when they arrive.
  const pricing = discount.code !== null && !preview && !discount.error;
  return (
    <div className="space-y-1.5">
      {pricing && (
        <div role="status" aria-label="Pricing your discount code" className="space-y-1.5">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      <dl className="space-y-1.5">
        {preview && preview.discount > 0 && (
          <>
            <div className="flex justify-between text-sm text-zinc-700 dark:text-zinc-300">
              <dt>Subtotal</dt>
              <dd className="tabular-nums" data-testid="subtotal">
                {formatMoney(subtotal, PAYMENT_CURRENCY)}
              </dd>
            </div>
            <div className="flex justify-between text-emerald-800 text-sm dark:text-emerald-300">
              <dt>Discount ({preview.code})</dt>
              <dd className="tabular-nums" data-testid="discount-saved">
                -{formatMoney(preview.discount, PAYMENT_CURRENCY)}
              </dd>
            </div>
          </>
        )}
        <div className="flex justify-between font-semibold text-lg text-zinc-950 dark:text-white">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid={totalTestId}>
            {formatMoney(discount.total, PAYMENT_CURRENCY)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
