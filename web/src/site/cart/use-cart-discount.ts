import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DiscountPreview, type PricedItem, previewDiscount } from '../../api/discounts';
import { useSiteMutation } from '../../api/site-mutation';
import type { Cart } from './cart-state';
import { storeDiscountCode, useDiscountCode } from './discount-store';

/** The lines as the server prices them: a pay-what-you-want line carries the buyer's price. */
export function pricedItems(cart: Cart): PricedItem[] {
  return cart.items.map((item) =>
    item.payWhatYouWant
      ? { id: item.id, quantity: item.quantity, price: item.price }
      : { id: item.id, quantity: item.quantity },
  );
}

/** Every preview's query key starts so (checkout asks them all again after a refusal). */
export const DISCOUNT_PREVIEW_KEY = ['discount-preview'] as const;
const previewKey = (code: string | null, items: PricedItem[]) =>
  [...DISCOUNT_PREVIEW_KEY, code, items] as const;

export type CartDiscount = {
  /** The code the buyer applied, as the server spells it; null when none. */
  code: string | null;
  /** The server's prices with the code, once it says the code applies to this cart. */
  preview: DiscountPreview | undefined;
  /** What the buyer pays: the discounted total, or the cart's own while no code applies. */
  total: number;
  /** Why the code does not apply (the server's one message), or why applying failed. */
  error: string | null;
  busy: boolean;
  apply: (code: string) => Promise<boolean>;
  remove: () => void;
};

/**
 * The cart's discount code: applied through the server's preview (which prices the cart, never
 * the browser), kept in storage for the drawer and checkout, and priced again whenever the cart
 * changes. A code that stops applying (the cart changed, it ran out) shows why and the total
 * goes back to the cart's own.
 */
export function useCartDiscount(cart: Cart): CartDiscount {
  const code = useDiscountCode();
  const items = pricedItems(cart);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: previewKey(code, items),
    queryFn: ({ signal }) => previewDiscount({ code: code ?? '', items }, signal),
    enabled: Boolean(code) && items.length > 0,
    retry: false,
    staleTime: 30_000,
  });
  const applying = useSiteMutation({
    mutationFn: (typed: string) => previewDiscount({ code: typed, items }),
    // Kept as the server spells it (upper-cased), so every island shows one code.
    onSuccess: (preview) => {
      queryClient.setQueryData(previewKey(preview.code, items), preview);
      storeDiscountCode(preview.code);
    },
    failure: (cause) => cause.message,
  });
  const preview = code && query.status === 'success' ? query.data : undefined;
  const error = applying.failureText ?? (code && query.status === 'error' ? query.error.message : null);
  return {
    code,
    preview,
    total: preview ? preview.total : cart.totalPrice,
    error,
    busy: applying.isPending || (Boolean(code) && query.isFetching),
    apply: (typed) => applying.send(typed.trim()),
    remove: () => {
      applying.reset();
      storeDiscountCode(null);
    },
  };
}
