import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { useHydrating } from '../../hooks/use-hydrating';
import { type Cart, type CartAction, type CartProduct, cartReducer, EMPTY_CART } from './cart-state';

/** localStorage key of the cart: named after the product so it cannot clash with other sites' data. */
export const CART_STORAGE_KEY = 'wanjiru-kamau-shop-cart';

export type CartApi = Cart & {
  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
};

const CartContext = createContext<CartApi | null>(null);

/** What storage holds under the cart's key, parsed; the reducer's 'load' makes a cart of it. */
function readStoredCart(): unknown {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    // Private mode or corrupt JSON: start empty rather than break the page.
    return null;
  }
}

/**
 * Holds the cart for the public site: loaded from storage at start, saved on every change. The
 * server has no storage, so the server's page and the browser's hydration show an empty cart;
 * the stored one replaces it in a layout effect, before the first paint.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART, (empty) =>
    hydrating ? empty : cartReducer(empty, { type: 'load', cart: readStoredCart() }),
  );
  const [loaded, setLoaded] = useState(!hydrating);

  useLayoutEffect(() => {
    if (loaded) return;
    dispatch({ type: 'load', cart: readStoredCart() });
    setLoaded(true);
  }, [loaded]);

  useEffect(() => {
    // The empty cart of hydration is a placeholder: saving it would wipe the stored cart.
    if (!loaded) return;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Storage full or refused: the cart still works for this visit.
    }
  }, [cart, loaded]);

  const api = useMemo<CartApi>(() => {
    const send = (action: CartAction) => dispatch(action);
    return {
      ...cart,
      addItem: (product, quantity) => send({ type: 'add', product, quantity }),
      removeItem: (id) => send({ type: 'remove', id }),
      updateQuantity: (id, quantity) => send({ type: 'update', id, quantity }),
      clearCart: () => send({ type: 'clear' }),
    };
  }, [cart]);

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

/** The cart; spec: using it outside its provider throws. */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
