import { Minus, Plus } from 'lucide-react';

type QuantityStepperProps = { value: number; onChange: (value: number) => void; min?: number };

const STEP =
  'grid size-11 place-items-center text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:-outline-offset-2 disabled:opacity-40 dark:text-zinc-200 dark:hover:bg-white/10';

/** A number box with − and + (spec: a product's quantity never goes below 1). */
export function QuantityStepper({ value, onChange, min = 1 }: QuantityStepperProps) {
  const set = (next: number) => onChange(Math.max(min, Number.isFinite(next) ? Math.trunc(next) : min));
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border border-zinc-300 dark:border-white/15">
      <button
        type="button"
        className={STEP}
        aria-label="Decrease quantity"
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label htmlFor="product-quantity" className="sr-only">
        Quantity
      </label>
      <input
        id="product-quantity"
        type="number"
        inputMode="numeric"
        min={min}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        className="h-11 w-14 border-x border-zinc-300 bg-transparent text-center font-medium tabular-nums outline-none focus:bg-indigo-50 dark:border-white/15 dark:focus:bg-white/10 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" className={STEP} aria-label="Increase quantity" onClick={() => set(value + 1)}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
