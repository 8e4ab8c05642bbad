/** localStorage key of the cart: named after the product so it cannot clash with other sites' data. */
export const CART_STORAGE_KEY = 'wanjiru-kamau-shop-cart';
/** localStorage key of the discount code the buyer applied (named like the cart's). */
export const DISCOUNT_STORAGE_KEY = 'wanjiru-kamau-shop-discount';
