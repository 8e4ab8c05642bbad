import { AppError } from '../../platform/errors/index.ts';

/**
 * Why a Pesapal call failed:
 * - `api`: Pesapal answered with an error object (its code and message are kept);
 * - `auth`: credentials or token refused, even after one fresh token;
 * - `http`: a non-2xx answer without a Pesapal error object;
 * - `malformed`: an answer that is not JSON or not the shape Pesapal documents;
 * - `network` / `timeout`: no answer at all.
 */
export type PesapalErrorKind = 'api' | 'auth' | 'http' | 'malformed' | 'network' | 'timeout';

/** A failed Pesapal call. Surfaces as a 502: the fault is upstream, not in the visitor's request. */
export class PesapalError extends AppError {
  readonly kind: PesapalErrorKind;
  readonly endpoint: string;
  readonly httpStatus: number | undefined;
  readonly pesapalCode: string | undefined;
  readonly pesapalMessage: string | undefined;

  constructor(options: {
    kind: PesapalErrorKind;
    endpoint: string;
    detail: string;
    httpStatus?: number;
    pesapalCode?: string;
    pesapalMessage?: string;
    cause?: unknown;
  }) {
    super(502, `pesapal_${options.kind}`, `Pesapal ${options.endpoint} failed: ${options.detail}`);
    this.kind = options.kind;
    this.endpoint = options.endpoint;
    this.httpStatus = options.httpStatus;
    this.pesapalCode = options.pesapalCode;
    this.pesapalMessage = options.pesapalMessage;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
