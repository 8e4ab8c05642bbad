import { z } from 'zod';

/**
 * What nodemailer's SMTP transport reports after a send. Parsed rather than trusted: a relay
 * that answered 250 to the message but refused its recipient shows up in `rejected`.
 */
export const smtpAnswerSchema = z.object({
  messageId: z.string().min(1),
  accepted: z.array(z.union([z.string(), z.object({ address: z.string() })])),
  rejected: z.array(z.union([z.string(), z.object({ address: z.string() })])),
  response: z.string().optional(),
});

export type SmtpAnswer = z.infer<typeof smtpAnswerSchema>;

/** Reads the transport's answer; throws when it is malformed or the recipient was refused. */
export function checkSmtpAnswer(info: unknown, recipient: string): SmtpAnswer {
  const parsed = smtpAnswerSchema.safeParse(info);
  if (!parsed.success) throw new Error(`Unexpected SMTP answer: ${parsed.error.message}`);
  const { accepted, rejected, response } = parsed.data;
  const address = (entry: string | { address: string }) =>
    (typeof entry === 'string' ? entry : entry.address).toLowerCase();
  const wanted = recipient.toLowerCase();
  if (
    rejected.some((entry) => address(entry) === wanted) ||
    !accepted.some((entry) => address(entry) === wanted)
  ) {
    throw new Error(`SMTP relay refused ${recipient}: ${response ?? 'no response text'}`);
  }
  return parsed.data;
}
