// The payments module's door. For now: the Pesapal client, its zod answers and the payment
// state machine; the order, IPN and poll pieces build on these (see README.md).
export {
  isFinal,
  next,
  PAYMENT_STATES,
  type PaymentEvent,
  type PaymentState,
  type PesapalStatusCode,
  type RefusalReason,
  type TransitionResult,
  targetOf,
} from './payment-state.ts';
export * from './pesapal/pesapal.schemas.ts';
export { PesapalClient, type PesapalClientOptions } from './pesapal/pesapal-client.ts';
export { PESAPAL_BASE_URLS, PESAPAL_ENVS, type PesapalEnv, pesapalBaseUrl } from './pesapal/pesapal-env.ts';
export { PesapalError, type PesapalErrorKind } from './pesapal/pesapal-error.ts';
export { pesapalClientFromConfig } from './pesapal/pesapal-from-config.ts';
export * from './pesapal/pesapal-requests.schemas.ts';
