import { clsx } from 'clsx';
import { CreditCard, Truck } from 'lucide-react';
import type { PaymentMethod } from '../../api/checkout';

type PaymentChoiceProps = { value: PaymentMethod; onChange: (method: PaymentMethod) => void };

const OPTIONS = [
  {
    value: 'pesapal',
    title: 'Pay online with Pesapal',
    detail: 'M-Pesa and other mobile money, Visa, Mastercard, Airtel Money.',
    icon: CreditCard,
  },
  {
    value: 'cod',
    title: 'Cash on Delivery',
    detail: 'Pay the delivery agent, who collects payment when your order arrives.',
    icon: Truck,
  },
] as const;

/** The payment method, as two radio cards (keyboard: arrows move between them). */
export function PaymentChoice({ value, onChange }: PaymentChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-lg text-zinc-950 dark:text-white">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-indigo-500/30',
                value === option.value
                  ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-400/10'
                  : 'border-zinc-300 hover:border-zinc-400 dark:border-white/15',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="mt-1 accent-indigo-600"
              />
              <span>
                <span className="flex items-center gap-2 font-medium text-zinc-950 dark:text-white">
                  <Icon aria-hidden="true" className="size-4" />
                  {option.title}
                </span>
                <span className="mt-1 block text-sm text-zinc-600 dark:text-zinc-400">{option.detail}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
