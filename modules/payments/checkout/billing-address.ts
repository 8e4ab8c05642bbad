import type { PayableOrder } from '../orders-port.ts';
import type { SubmitOrderRequest } from '../pesapal/pesapal-requests.schemas.ts';

/**
 * The billing address Pesapal requires, from the order. The checkout's address fields are
 * optional, so Nairobi defaults fill the gaps; `state` is cut to 3 characters because two
 * sources give that limit (unconfirmed, pesapal-v3.md §4) and a longer one must not fail a sale.
 */
export function billingAddress(order: PayableOrder): SubmitOrderRequest['billing_address'] {
  const { customer } = order;
  return {
    email_address: customer.email,
    phone_number: customer.phone,
    country_code: customer.countryCode || 'KE',
    first_name: customer.firstName,
    last_name: customer.lastName,
    line_1: customer.address.line1,
    city: customer.address.city || 'Nairobi',
    state: (customer.address.state || 'NBI').slice(0, 3),
    postal_code: customer.address.postalCode || '00100',
  };
}
