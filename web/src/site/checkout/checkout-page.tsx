import { CircleCheck, Lock, ShoppingBag } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { PAYMENT_FAILED } from '../../api/checkout';
import { Alert } from '../../components/alert';
import { Button, buttonClasses } from '../../components/button';
import { Container } from '../../components/container';
import { NoScriptNote } from '../../components/no-script-note';
import type { Cart } from '../cart/cart-state';
import { SectionLink } from '../layout/section-link';
import { CustomerFields } from './customer-fields';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { type CodConfirmation, useCheckout } from './use-checkout';

/**
 * Every state of the page fills the screen below the header. The server renders the cart its
 * cookie names (checkout-route.tsx); a visitor whose cookie is missing (a cart stored before it
 * existed) gets the empty cart first and the browser then shows the cart's form: a page as tall as
 * the screen keeps the footer below the fold, where that change moves nothing in view (Lighthouse:
 * CLS 0.42 with an item in the cart, the footer).
 */
const FILLS_SCREEN = 'min-h-[calc(100dvh-4rem)]';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-zinc-100 text-zinc-600 dark:bg-white/5 dark:text-zinc-300 [&_svg]:size-7">
        {icon}
      </span>
      <h1 className="mt-4 font-semibold text-2xl text-zinc-950 dark:text-white">{title}</h1>
      {children}
      <SectionLink section="shop" className={buttonClasses({}, 'mt-6')}>
        Continue Shopping
      </SectionLink>
    </div>
  );
}

function CodConfirmed({ order }: { order: CodConfirmation }) {
  return (
    <Notice icon={<CircleCheck aria-hidden="true" />} title="Order placed">
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        Your cash on delivery order is {order.status}. The delivery agent collects payment when it arrives.
      </p>
      <p className="mt-3 text-zinc-800 dark:text-zinc-200">
        Order reference: <strong className="font-mono">{order.merchantReference}</strong>
      </p>
    </Notice>
  );
}

/**
 * `/checkout`: the customer's details, the order summary and the payment method. `cart`: the cart
 * the server rendered (priced by it from the cart's cookie), which hydration starts from.
 */
export function CheckoutPageContent({ cart: serverCart }: { cart?: Cart | null }) {
  const checkout = useCheckout(serverCart ?? undefined);
  const { cart, method } = checkout;

  if (checkout.confirmation) {
    return (
      <Container className={`py-10 ${FILLS_SCREEN}`} role="status">
        <CodConfirmed order={checkout.confirmation} />
      </Container>
    );
  }
  if (cart.items.length === 0) {
    return (
      <Container className={`py-10 ${FILLS_SCREEN}`}>
        <Notice icon={<ShoppingBag aria-hidden="true" />} title="Your cart is empty">
          <p className="mt-2 text-zinc-600 dark:text-zinc-400">Add a product from the shop to check out.</p>
          {/* The cart's cookie is written by the page's script: without JavaScript there is none. */}
          <NoScriptNote className="mt-4">The cart needs JavaScript.</NoScriptNote>
        </Notice>
      </Container>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void checkout.submit();
  }

  return (
    <Container className={`py-10 sm:py-14 ${FILLS_SCREEN}`}>
      <h1 className="font-bold text-3xl text-zinc-950 tracking-tight dark:text-white">Checkout</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="space-y-10">
          <CustomerFields
            form={checkout.form}
            errors={checkout.errors}
            onChange={checkout.change}
            onBlur={checkout.blur}
          />
          <PaymentChoice value={method} onChange={checkout.setMethod} />
        </div>
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <OrderSummary cart={cart} discount={checkout.discount} />
          <NoScriptNote>Checkout needs JavaScript.</NoScriptNote>
          {checkout.unpayable.length > 0 && (
            <Alert tone="error" title="Not available for checkout">
              {`The shop sells in KES only. Remove ${checkout.unpayable.map((item) => item.name).join(', ')} from your cart to continue.`}
            </Alert>
          )}
          {checkout.error && (
            <Alert tone="error" title={method === 'pesapal' ? PAYMENT_FAILED : undefined}>
              {checkout.error}
            </Alert>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={checkout.submitting}
            disabled={checkout.unpayable.length > 0}
          >
            {method === 'pesapal' ? 'Proceed to Payment' : 'Place Order'}
          </Button>
          <p className="flex items-start gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {method === 'pesapal'
              ? 'You will be redirected to Pesapal to complete your payment securely.'
              : 'Pay in cash when your order is delivered; the delivery agent collects payment.'}
          </p>
        </div>
      </form>
    </Container>
  );
}
