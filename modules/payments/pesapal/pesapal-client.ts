// The one client that talks to Pesapal API 3.0, whether the real sandbox/live API or the local
// simulator. Every answer goes through zod before anything believes it; failures of any kind
// become a typed PesapalError (see pesapal-error.ts).
import type { z } from 'zod';
import type { Logger } from '../../platform/logging/index.ts';
import {
  type IpnListEntry,
  type IpnMethod,
  type IpnRegistration,
  ipnListSchema,
  ipnRegistrationSchema,
  type RequestAnswer,
  requestAnswerSchema,
  type SubmitOrderAnswer,
  submitOrderAnswerSchema,
  type TransactionStatus,
  tokenAnswerSchema,
  transactionStatusSchema,
} from './pesapal.schemas.ts';
import { interpret, isAuthRefusal } from './pesapal-answers.ts';
import { PesapalError } from './pesapal-error.ts';
import { requestJson } from './pesapal-http.ts';
import type { SubmitOrderRequest } from './pesapal-requests.schemas.ts';

/** The docs promise at most 5 minutes even when `expiryDate` says more (one sandbox token said 60). */
const MAX_TOKEN_LIFETIME_MS = 5 * 60_000;
/** Refresh this long before expiry (or a tenth of the lifetime for very short tokens). */
const REFRESH_MARGIN_MS = 30_000;

export type PesapalClientOptions = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  log: Pick<Logger, 'debug' | 'info' | 'warn'>;
  fetch?: typeof fetch;
  clock?: () => Date;
  timeoutMs?: number;
};

export class PesapalClient {
  readonly #options: PesapalClientOptions;
  readonly #clock: () => Date;
  #token: { value: string; refreshAt: number } | undefined;
  #tokenRequest: Promise<string> | undefined;

  constructor(options: PesapalClientOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
    this.#clock = options.clock ?? (() => new Date());
  }

  /** A bearer token, cached and renewed shortly before it expires; concurrent callers share one request. */
  async token(): Promise<string> {
    const now = this.#clock().getTime();
    if (this.#token && now < this.#token.refreshAt) return this.#token.value;
    this.#tokenRequest ??= this.#requestToken().finally(() => {
      this.#tokenRequest = undefined;
    });
    return this.#tokenRequest;
  }

  /** Registers `url` as an IPN listener called with `method`; answers Pesapal's registration (with `ipn_id`). */
  registerIpn(url: string, method: IpnMethod): Promise<IpnRegistration> {
    return this.#authed('RegisterIPN', 'POST', '/api/URLSetup/RegisterIPN', ipnRegistrationSchema, {
      url,
      ipn_notification_type: method,
    });
  }

  /** The IPN URLs registered for these credentials. */
  listIpns(): Promise<IpnListEntry[]> {
    return this.#authed('GetIpnList', 'GET', '/api/URLSetup/GetIpnList', ipnListSchema);
  }

  /** The `ipn_id` for `url`: an already registered one when listed, else a new registration. */
  async ensureIpn(url: string, method: IpnMethod = 'GET'): Promise<string> {
    const existing = (await this.listIpns()).find(
      (entry) =>
        entry.url === url &&
        (!entry.ipn_notification_type_description || entry.ipn_notification_type_description === method),
    );
    if (existing) return existing.ipn_id;
    const registered = await this.registerIpn(url, method);
    this.#options.log.info({ url, method, ipnId: registered.ipn_id }, 'pesapal IPN registered');
    return registered.ipn_id;
  }

  /** Creates the order at Pesapal; answers its tracking id and the hosted page to send the customer to. */
  submitOrder(request: SubmitOrderRequest): Promise<SubmitOrderAnswer> {
    return this.#authed(
      'SubmitOrderRequest',
      'POST',
      '/api/Transactions/SubmitOrderRequest',
      submitOrderAnswerSchema,
      request,
    );
  }

  /**
   * The payment's status. An unpaid order comes back as status_code 0 with Pesapal's
   * "Pending Payment" error object: that is an answer, not a failure.
   */
  transactionStatus(orderTrackingId: string): Promise<TransactionStatus> {
    const path = `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`;
    return this.#authed('GetTransactionStatus', 'GET', path, transactionStatusSchema, undefined, true);
  }

  /**
   * Asks Pesapal to refund a completed payment (`amount` in major units, `username` who asked,
   * `remarks` why). Answers whether Pesapal received it (it then awaits the merchant's approval
   * and Pesapal finance) or refused it, with Pesapal's message; throws when there was no answer.
   */
  refundRequest(request: {
    confirmation_code: string;
    amount: number;
    username: string;
    remarks: string;
  }): Promise<RequestAnswer> {
    return this.#authed(
      'RefundRequest',
      'POST',
      '/api/Transactions/RefundRequest',
      requestAnswerSchema,
      request,
      'refusal',
    );
  }

  /** Cancels a pending or failed order so nobody can pay it; Pesapal allows it at most once. */
  cancelOrder(orderTrackingId: string): Promise<RequestAnswer> {
    return this.#authed(
      'CancelOrder',
      'POST',
      '/api/Transactions/CancelOrder',
      requestAnswerSchema,
      { order_tracking_id: orderTrackingId },
      'refusal',
    );
  }

  async #requestToken(): Promise<string> {
    const { consumerKey, consumerSecret } = this.#options;
    const raw = await this.#send('RequestToken', 'POST', '/api/Auth/RequestToken', undefined, {
      consumer_key: consumerKey,
      consumer_secret: consumerSecret,
    });
    const answer = interpret('RequestToken', raw, tokenAnswerSchema, false);
    const issuedAt = this.#clock().getTime();
    const expiresAt = Math.min(Date.parse(answer.expiryDate), issuedAt + MAX_TOKEN_LIFETIME_MS);
    const margin = Math.min(REFRESH_MARGIN_MS, Math.max(0, expiresAt - issuedAt) / 10);
    this.#token = { value: answer.token, refreshAt: expiresAt - margin };
    return answer.token;
  }

  /** A bearer call; an auth refusal drops the cached token and retries once with a fresh one. */
  async #authed<S extends z.ZodType>(
    endpoint: string,
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
    errorIsAnswer: boolean | 'refusal' = false,
  ): Promise<z.output<S>> {
    let raw = await this.#send(endpoint, method, path, await this.token(), body);
    if (isAuthRefusal(raw)) {
      this.#options.log.warn({ endpoint }, 'pesapal token refused: renewing it once');
      this.#token = undefined;
      raw = await this.#send(endpoint, method, path, await this.token(), body);
      if (isAuthRefusal(raw)) {
        throw new PesapalError({
          kind: 'auth',
          endpoint,
          detail: 'the access token was refused twice',
          httpStatus: raw.status,
        });
      }
    }
    return interpret(endpoint, raw, schema, errorIsAnswer);
  }

  #send(endpoint: string, method: 'GET' | 'POST', path: string, token: string | undefined, body: unknown) {
    const { baseUrl, fetch: fetchImpl = fetch, timeoutMs = 15_000, log } = this.#options;
    log.debug({ endpoint }, 'pesapal call');
    return requestJson({ endpoint, url: `${baseUrl}${path}`, method, token, body, fetchImpl, timeoutMs });
  }
}
