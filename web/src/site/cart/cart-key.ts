/** localStorage key of the cart: named after the product so it cannot clash with other sites' data. */
export const CART_STORAGE_KEY = 'wanjiru-kamau-shop-cart';
