import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import { type Cart, type CartAction, type CartProduct, cartFromStorage, cartReducer } from './cart-state';

/** localStorage key of the cart: named after the product so it cannot clash with other sites' data. */
export const CART_STORAGE_KEY = 'wanjiru-kamau-shop-cart';

export type CartApi = Cart & {
  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
};

const CartContext = createContext<CartApi | null>(null);

function readStoredCart(): Cart {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    return cartFromStorage(raw ? JSON.parse(raw) : null);
  } catch {
    // Private mode or corrupt JSON: start empty rather than break the page.
    return cartFromStorage(null);
  }
}

/** Holds the cart for the public site: loaded from storage at start, saved on every change. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cart, dispatch] = useReducer(cartReducer, undefined, readStoredCart);

  useEffect(() => {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Storage full or refused: the cart still works for this visit.
    }
  }, [cart]);

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
