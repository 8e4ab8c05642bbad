// Vitest-free, so benches (infra/bench) can build checkouts as the tests do.

let checkoutCounter = 0;

/** A checkout body as the web sends it (the amount is what the cart shows). */
export function checkoutBody(
  items: { id: string; quantity: number }[],
  amount: number,
  overrides: Record<string, unknown> = {},
) {
  checkoutCounter += 1;
  return {
    id: `ORD-${Date.now()}${checkoutCounter}`,
    currency: 'KES',
    amount,
    description: 'Digital downloads',
    items,
    customer: {
      email: `buyer${checkoutCounter}.${Math.random().toString(36).slice(2, 8)}@example.test`,
      first_name: 'Amina',
      last_name: 'Otieno',
      phone: '0712373984',
      country_code: 'KE',
      address: { line_1: 'Moi Avenue 1', city: 'Nairobi', state: 'Nairobi', postal_code: '00100' },
    },
    ...overrides,
  };
}
