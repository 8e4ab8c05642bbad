// The Pesapal API 3.0 endpoints the client uses, answering with the shapes and quirks recorded
// in pesapal-v3.md: `status` as a string, errors as objects, HTTP 200 even for most errors.
import { randomUUID } from 'node:crypto';
import { type IpnMethod, pesapalUtc, type SimulatorState } from './state.ts';
import { transactionStatusBody } from './status.ts';

export type ApiRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
};
export type ApiAnswer = { status: number; json: unknown };

const CURRENCIES = new Set(['KES', 'UGX', 'TZS', 'USD', 'RWF', 'MWK', 'ZMW']);
const REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/;

function fail(type: string, code: string, message: string, status = 200): ApiAnswer {
  return { status, json: { error: { error_type: type, code, message }, status: '500' } };
}

const badRequest = (message: string) =>
  fail('invalid_request_error', 'invalid_api_request_parameters', message);

const refusedToken = (): ApiAnswer => ({
  status: 401,
  json: {
    error: {
      error_type: 'authentication_error',
      code: 'invalid_api_credentials_provided',
      message: 'Invalid Access Token',
    },
    status: null,
  },
});

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Routes one API call (path already stripped of /pesapalv3 or /v3); undefined when no endpoint matches. */
export function handleApi(
  state: SimulatorState,
  request: ApiRequest,
  siteUrl: string,
): ApiAnswer | undefined {
  const now = Date.now();
  const route = `${request.method} ${request.path.toLowerCase()}`;
  if (route === 'POST /api/auth/requesttoken') return requestToken(state, request.body, now);
  const known = [
    'POST /api/urlsetup/registeripn',
    'GET /api/urlsetup/getipnlist',
    'POST /api/transactions/submitorderrequest',
    'GET /api/transactions/gettransactionstatus',
  ];
  if (!known.includes(route)) return undefined;
  const owner = state.ownerOf(request.authorization, now);
  if (!owner) return refusedToken();
  switch (route) {
    case 'POST /api/urlsetup/registeripn':
      return registerIpn(state, owner, request.body);
    case 'GET /api/urlsetup/getipnlist':
      return { status: 200, json: state.ipns.filter((ipn) => ipn.owner === owner).map(ipnJson) };
    case 'POST /api/transactions/submitorderrequest':
      return submitOrder(state, owner, request.body, siteUrl);
    default: {
      // ASP.NET binds query names case-insensitively.
      const key = Object.keys(request.query).find((name) => name.toLowerCase() === 'ordertrackingid');
      const order = key ? state.orders.get(request.query[key] ?? '') : undefined;
      return { status: 200, json: transactionStatusBody(order && order.owner === owner ? order : undefined) };
    }
  }
}

function requestToken(state: SimulatorState, body: unknown, now: number): ApiAnswer {
  const fields = record(body);
  const key = fields?.consumer_key;
  const secret = fields?.consumer_secret;
  if (typeof key !== 'string' || typeof secret !== 'string') return badRequest('');
  if (state.credentials.get(key) !== secret) {
    return {
      status: 200,
      json: {
        token: null,
        expiryDate: null,
        error: { error_type: 'api_error', code: 'invalid_consumer_key_or_secret_provided', message: '' },
        status: '500',
        message: null,
      },
    };
  }
  const { token, expiresAt } = state.issueToken(key, now);
  return {
    status: 200,
    json: {
      token,
      expiryDate: pesapalUtc(new Date(expiresAt)),
      error: null,
      status: '200',
      message: 'Request processed successfully',
    },
  };
}

function ipnJson(ipn: { rowId: number; ipnId: string; url: string; method: IpnMethod; createdAt: Date }) {
  return {
    id: ipn.rowId,
    url: ipn.url,
    created_date: pesapalUtc(ipn.createdAt),
    ipn_id: ipn.ipnId,
    notification_type: ipn.method === 'GET' ? 0 : 1,
    ipn_notification_type_description: ipn.method,
    ipn_status: 1,
    ipn_status_decription: 'Active',
    error: null,
    status: '200',
  };
}

function registerIpn(state: SimulatorState, owner: string, body: unknown): ApiAnswer {
  const fields = record(body);
  const method = fields?.ipn_notification_type;
  if (!isHttpUrl(fields?.url)) return badRequest('Invalid IPN URL provided');
  if (method !== 'GET' && method !== 'POST') return badRequest('ipn_notification_type must be GET or POST');
  return { status: 200, json: ipnJson(state.registerIpn(owner, fields.url, method)) };
}

function submitOrder(state: SimulatorState, owner: string, body: unknown, siteUrl: string): ApiAnswer {
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
