import { Download, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Product, useProduct } from '../../api/shop';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { NoScriptNote } from '../../components/no-script-note';
import { formatMoney, fromCents, lineCents, PAYMENT_CURRENCY } from '../../lib/money';
import { toCartProduct } from '../cart/cart-state';
import { useCart } from '../cart/cart-store';
import { QuantityStepper } from './quantity-stepper';

export const addedText = (name: string, quantity: number): string =>
  `Added ${quantity} × ${name} to your cart.`;

/** Most a buyer may choose to pay (the server's own limit, modules/shop/products/price-items.ts). */
export const MAX_CHOSEN_PRICE = 1_000_000;

/** Why a chosen price cannot be paid, or null: at least the minimum, at most 1,000,000, 2 decimals. */
export function chosenPriceError(text: string, minimum: number, currency: string): string | null {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isFinite(value)) return 'Enter the price you want to pay';
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return 'Use at most 2 decimals';
  if (value < minimum) return `Pay at least ${formatMoney(minimum, currency)}`;
  if (value > MAX_CHOSEN_PRICE) return `At most ${formatMoney(MAX_CHOSEN_PRICE, currency)}`;
  return null;
}

/** The stepper, the running total, 'Buy Now & Download' and 'Add to Cart' with its confirmation. */
export function ProductPurchase({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<string | null>(null);
  const [chosen, setChosen] = useState(String(product.price));
  const [showChoiceError, setShowChoiceError] = useState(false);
  const pwyw = product.pay_what_you_want;
  const choiceError = pwyw ? chosenPriceError(chosen, product.min_price ?? 0, product.currency) : null;
  const unitPrice = pwyw && !choiceError ? Number(chosen) : product.price;
  const cart = useCart();
  const navigate = useNavigate();
  // The shop sells in KES; a product priced otherwise is shown but cannot be bought here.
  const purchasable = product.currency === PAYMENT_CURRENCY;

  /** The line for the cart: a pay-what-you-want product at the buyer's price; false when it is not valid. */
  function line() {
    if (choiceError) {
      setShowChoiceError(true);
      document.getElementById('chosen-price')?.focus();
      return false;
    }
    return { ...toCartProduct(product), price: unitPrice };
  }

  function buyNow() {
    const item = line();
    if (!item) return;
    cart.addItem(item, quantity);
    navigate('/checkout');
  }

  function addToCart() {
    const item = line();
    if (!item) return;
    cart.addItem(item, quantity);
    setAdded(addedText(product.name, quantity));
  }

  return (
    <div className="mt-8 rounded-3xl border border-zinc-200 bg-zinc-50 p-5 dark:border-white/10 dark:bg-white/5">
      {pwyw && (
        <Input
          id="chosen-price"
          label={`Your price (${product.currency})`}
          hint={`At least ${formatMoney(product.min_price ?? 0, product.currency)}; pay more if you like.`}
          type="number"
          inputMode="decimal"
          min={product.min_price ?? 0}
          max={MAX_CHOSEN_PRICE}
          step="0.01"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          onBlur={() => setShowChoiceError(true)}
          error={showChoiceError ? (choiceError ?? undefined) : undefined}
          containerClassName="mb-5"
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <QuantityStepper value={quantity} onChange={setQuantity} />
        <p className="text-right">
          <span className="block text-sm text-zinc-600 dark:text-zinc-400">Total</span>
          <output
            aria-label="Total"
            className="font-bold text-2xl text-zinc-950 tabular-nums dark:text-white"
          >
            {formatMoney(fromCents(lineCents(unitPrice, quantity)), product.currency)}
          </output>
        </p>
      </div>
      {/* Stacked on a phone, side by side from sm; `flex-1` only in the row, where a zero basis
          cannot squeeze the buttons' height. */}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="sm:flex-1" onClick={buyNow} disabled={!purchasable}>
          <Download aria-hidden="true" className="size-5" />
          Buy Now &amp; Download
        </Button>
        <Button size="lg" variant="outline" className="sm:flex-1" onClick={addToCart} disabled={!purchasable}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          Add to Cart
        </Button>
      </div>
      <NoScriptNote className="mt-4">The cart needs JavaScript.</NoScriptNote>
      {!purchasable && (
        <Alert tone="info" className="mt-4">
          {product.product_links.length > 0
            ? 'This product is not sold through this shop yet. See the other stores below.'
            : 'This product is not sold through this shop yet.'}
        </Alert>
      )}
      {added && (
        <Alert tone="success" className="mt-4" onDismiss={() => setAdded(null)}>
          {added}
        </Alert>
      )}
    </div>
  );
}

/**
 * The purchase controls as an island of the product page (issue 30): the product comes from the
 * page's query cache (the server rendered with it), so the page carries only its id.
 */
export function ProductPurchaseIsland({ productId }: { productId: string }) {
  const { data: product } = useProduct(productId);
  return product ? <ProductPurchase product={product} /> : null;
}
