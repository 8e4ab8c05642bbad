// The simulator's memory: credentials, tokens, IPN registrations, orders, what it received and
// the switches tests flip. Everything lives in one process and vanishes with it.
import { randomBytes, randomUUID } from 'node:crypto';

/** Keys `npm start` hands the app when no real Pesapal keys are configured. */
export const SIMULATOR_CONSUMER_KEY = 'simulator-demo-key';
export const SIMULATOR_CONSUMER_SECRET = 'simulator-demo-secret';

export type Outcome = 'pending' | 'completed' | 'failed' | 'reversed';
/** What the tester (or a test) picks for an order; 'cancelled' is the payment page's Cancel. */
export type Choice = 'mpesa' | 'card' | 'failed' | 'cancelled' | 'pending' | 'reversed';
export type IpnMethod = 'GET' | 'POST';

export type SimIpn = {
  rowId: number;
  ipnId: string;
  url: string;
  method: IpnMethod;
  createdAt: Date;
  owner: string;
};

export type SimOrder = {
  trackingId: string;
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  cancellationUrl: string | undefined;
  notificationId: string;
  email: string;
  phone: string;
  owner: string;
  createdAt: Date;
  outcome: Outcome;
  paymentMethod: string;
  confirmationCode: string;
  paymentAccount: string;
  paymentStatusCode: string;
  reason: string | null;
  /** The one refund Pesapal accepted for this payment (RefundRequest). */
  refund?: SimRefund;
  /** When CancelOrder cancelled it (at most once; nobody can pay it after). */
  cancelledAt?: Date;
};

export type SimRefund = { amount: number; username: string; remarks: string; at: Date };

export type SimCall = {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
};

export type IpnDelivery = {
  at: string;
  trackingId: string;
  url: string;
  method: IpnMethod;
  copy: number;
  attempt: number;
  outcome: 'acknowledged' | 'refused' | 'unreachable' | 'dropped';
  httpStatus?: number;
  answer?: unknown;
};

export type Switches = {
  /** Record IPNs as dropped instead of sending them (a lost IPN). */
  dropIpns: boolean;
  /** Wait this long before sending each IPN. */
  ipnDelayMs: number;
  /** Send each IPN this many extra times, concurrently. */
  ipnDuplicates: number;
  /** Resend a copy this many times while the acknowledgement is missing, wrong or status 500. */
  ipnRetries: number;
  /** Answer this many of the next GetTransactionStatus calls with a 503 (Pesapal briefly down). */
  statusOutages: number;
  /** While set, every RefundRequest is refused with this message (a refusal the rules cannot foresee). */
  refundRefusal: string | null;
  /** While set, every CancelOrder is refused with this message. */
  cancelRefusal: string | null;
  /** Hold each RefundRequest's answer this long after recording it (a caller killed mid-call). */
  refundDelayMs: number;
};

export const DEFAULT_SWITCHES: Switches = {
  dropIpns: false,
  ipnDelayMs: 0,
  ipnDuplicates: 0,
  ipnRetries: 2,
  statusOutages: 0,
  refundRefusal: null,
  cancelRefusal: null,
  refundDelayMs: 0,
};

export class SimulatorState {
  readonly credentials = new Map<string, string>();
  readonly tokens = new Map<string, { owner: string; expiresAt: number }>();
  readonly ipns: SimIpn[] = [];
  readonly orders = new Map<string, SimOrder>();
  calls: SimCall[] = [];
  deliveries: IpnDelivery[] = [];
  switches: Switches = { ...DEFAULT_SWITCHES };
  tokenTtlSeconds: number;

  constructor(tokenTtlSeconds: number) {
    this.tokenTtlSeconds = tokenTtlSeconds;
    this.credentials.set(SIMULATOR_CONSUMER_KEY, SIMULATOR_CONSUMER_SECRET);
  }

  /** A JWT-looking token (not verifiable, like any opaque bearer to the client). */
  issueToken(owner: string, now: number): { token: string; expiresAt: number } {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expiresAt = now + this.tokenTtlSeconds * 1000;
    const token = [
      part({ alg: 'HS256', typ: 'JWT' }),
      part({ uid: owner, nbf: Math.floor(now / 1000), exp: Math.floor(expiresAt / 1000) }),
      randomBytes(24).toString('base64url'),
    ].join('.');
    this.tokens.set(token, { owner, expiresAt });
    return { token, expiresAt };
  }

  /** The consumer key behind a live bearer token, or undefined. */
  ownerOf(authorization: string | undefined, now: number): string | undefined {
    const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    const entry = token ? this.tokens.get(token) : undefined;
    return entry && entry.expiresAt > now ? entry.owner : undefined;
  }

  expireAllTokens(): void {
    for (const entry of this.tokens.values()) entry.expiresAt = 0;
  }

  registerIpn(owner: string, url: string, method: IpnMethod): SimIpn {
    const ipn = {
      rowId: 4000 + this.ipns.length + 1,
      ipnId: randomUUID(),
      url,
      method,
      createdAt: new Date(),
      owner,
    };
    this.ipns.push(ipn);
    return ipn;
  }
}

/** ASP.NET's UTC format with 7 fractional digits and a Z, as RequestToken and RegisterIPN answer. */
export function pesapalUtc(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$10000Z');
}

/** GetTransactionStatus's created_date: East Africa Time, no zone suffix, two fractional digits. */
export function pesapalEat(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 22);
}
