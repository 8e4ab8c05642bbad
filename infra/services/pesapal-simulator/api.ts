// The Pesapal API 3.0 endpoints the client uses, answering with the shapes and quirks recorded
// in pesapal-v3.md: `status` as a string, errors as objects, HTTP 200 even for most errors.

import { cancelOrder, refundRequest } from './refunds.ts';
import { type ApiAnswer, type ApiRequest, badRequest, isHttpUrl, record, refusedToken } from './replies.ts';
import { type IpnMethod, pesapalUtc, type SimulatorState } from './state.ts';
import { transactionStatusBody } from './status.ts';
import { submitOrder } from './submit-order.ts';

export type { ApiAnswer, ApiRequest };

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
    'POST /api/transactions/refundrequest',
    'POST /api/transactions/cancelorder',
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
    case 'POST /api/transactions/refundrequest':
      return refundRequest(state, owner, request.body);
    case 'POST /api/transactions/cancelorder':
      return cancelOrder(state, owner, request.body);
    default: {
      if (state.switches.statusOutages > 0) {
        state.switches.statusOutages -= 1;
        return { status: 503, json: { message: 'Service Unavailable' } };
      }
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
