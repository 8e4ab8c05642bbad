// SubmitOrderRequest: validates the body the way Pesapal does (its error codes and messages
// from pesapal-v3.md), stores the order as pending and answers the hosted page's URL.
import { randomUUID } from 'node:crypto';
import { type ApiAnswer, badRequest, fail, isHttpUrl, record } from './replies.ts';
import type { SimulatorState } from './state.ts';

const CURRENCIES = new Set(['KES', 'UGX', 'TZS', 'USD', 'RWF', 'MWK', 'ZMW']);
const REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/;

export function submitOrder(state: SimulatorState, owner: string, body: unknown, siteUrl: string): ApiAnswer {
  const fields = record(body);
  if (!fields) return badRequest('Invalid request body');
  const billing = record(fields.billing_address);
  if (!billing) {
    return fail(
      'api_error',
      'missing_mandatory_billing_address',
      'Please provide billing details information on your API request.',
    );
  }
  const email = typeof billing.email_address === 'string' ? billing.email_address.trim() : '';
  const phone = typeof billing.phone_number === 'string' ? billing.phone_number.trim() : '';
  if (!email && !phone) return badRequest('Please provide either an email address or a phone number');
  const { id, amount, currency, description } = fields;
  if (typeof id !== 'string' || !REFERENCE.test(id)) {
    return badRequest('Invalid merchant reference: use 1-50 letters, digits or - _ . :');
  }
  const reused = [...state.orders.values()].some(
    (order) => order.owner === owner && order.merchantReference === id,
  );
  if (reused)
    return fail(
      'invalid_request_error',
      'duplicate_merchant_reference',
      'Duplicate merchant reference provided',
    );
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    amount <= 0 ||
    Math.round(amount * 100) !== amount * 100
  ) {
    return badRequest('Invalid amount provided');
  }
  if (typeof currency !== 'string' || !CURRENCIES.has(currency))
    return badRequest('Invalid or unsupported currency');
  if (typeof description !== 'string' || description.length < 1 || description.length > 100) {
    return badRequest('Description is required and must be at most 100 characters');
  }
  if (!isHttpUrl(fields.callback_url)) return badRequest('Invalid callback URL provided');
  const cancellation = isHttpUrl(fields.cancellation_url) ? fields.cancellation_url : undefined;
  const ipn = state.ipns.find((entry) => entry.owner === owner && entry.ipnId === fields.notification_id);
  if (!ipn) return badRequest('Invalid IPN URL ID provided.Check format and try again');
  const trackingId = randomUUID();
  state.orders.set(trackingId, {
    trackingId,
    merchantReference: id,
    amount,
    currency,
    description,
    callbackUrl: fields.callback_url,
    cancellationUrl: cancellation,
    notificationId: ipn.ipnId,
    email,
    phone,
    owner,
    createdAt: new Date(),
    outcome: 'pending',
    paymentMethod: '',
    confirmationCode: '',
    paymentAccount: '',
    paymentStatusCode: '',
    reason: null,
  });
  return {
    status: 200,
    json: {
      order_tracking_id: trackingId,
      merchant_reference: id,
      redirect_url: `${siteUrl}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`,
      error: null,
      status: '200',
    },
  };
}
