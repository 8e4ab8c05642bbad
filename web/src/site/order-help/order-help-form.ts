import { RECOVERY_MESSAGES, type RecoveryRequest } from '../../api/order-recovery';

export type RecoveryErrors = Partial<Record<keyof RecoveryRequest, string>>;

// The same limits as the server's body schema, so the visitor hears about a typo before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REFERENCE_MIN = 4;
const REFERENCE_MAX = 100;

/** The trimmed form, or the message of each field that is not right yet. */
export function checkRecoveryForm(
  form: RecoveryRequest,
): { ok: true; value: RecoveryRequest } | { ok: false; errors: RecoveryErrors } {
  const email = form.email.trim();
  const reference = form.reference.trim();
  const errors: RecoveryErrors = {};
  if (!email) errors.email = RECOVERY_MESSAGES.emailRequired;
  else if (!EMAIL.test(email) || email.length > 255) errors.email = RECOVERY_MESSAGES.emailInvalid;
  if (reference.length < REFERENCE_MIN) errors.reference = RECOVERY_MESSAGES.referenceRequired;
  else if (reference.length > REFERENCE_MAX) errors.reference = RECOVERY_MESSAGES.referenceTooLong;
  if (errors.email || errors.reference) return { ok: false, errors };
  return { ok: true, value: { email, reference } };
}
