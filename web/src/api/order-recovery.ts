import { messageAnswerSchema } from '../../../modules/payments/payments-views.schemas.ts';
import { ApiError, apiRequest, NETWORK_FAILURE } from '../lib/api-client';

/** The order-help page's own texts (beyond the spec: issue 11's "I paid but got nothing"). */
export const RECOVERY_MESSAGES = {
  emailRequired: 'Enter the email address you used at checkout',
  emailInvalid: 'Enter a valid email address',
  referenceRequired: 'Enter your M-Pesa confirmation code or order reference',
  referenceTooLong: 'That code is too long: at most 100 characters',
  rateLimited: 'Too many attempts from your connection. Please wait a few minutes and try again.',
  network: 'We could not reach the server. Check your connection and try again.',
  failed: 'We could not check your order right now. Please try again.',
} as const;

export type RecoveryRequest = { email: string; reference: string };

/**
 * POST /api/pesapal/recover-order. The server answers the same message whether or not an order
 * matched (no probing of who bought what), so the page shows that message as it comes.
 */
export async function recoverOrder(body: RecoveryRequest): Promise<string> {
  const answer = await apiRequest('/api/pesapal/recover-order', messageAnswerSchema, {
    method: 'POST',
    body,
  });
  return answer.message;
}

/** What to tell the visitor when the call failed: the server's own words for a 4xx it explained. */
export function recoveryFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return RECOVERY_MESSAGES.failed;
  if (error.status === 429) return RECOVERY_MESSAGES.rateLimited;
  if (error.status === NETWORK_FAILURE) return RECOVERY_MESSAGES.network;
  if (error.status >= 400 && error.status < 500 && error.fromServer) return error.message;
  return RECOVERY_MESSAGES.failed;
}
