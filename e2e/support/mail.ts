import { expect } from '@playwright/test';
import type { CaughtMail } from '../../infra/services/mail-catcher.ts';

/** Every message the catcher (started by global setup) holds for `address` under `subject`. */
async function caught(address: string, subject: string): Promise<CaughtMail[]> {
  const answer = await fetch(`${process.env.E2E_MAIL_URL}/messages`);
  const messages = (await answer.json()) as CaughtMail[];
  return messages.filter((mail) => mail.envelopeTo.includes(address) && mail.subject === subject);
}

/** Waits until `count` messages to `address` under `subject` arrived (the worker sends them), and answers them. */
export async function mailsTo(address: string, subject: string, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = await caught(address, subject);
        return found.length;
      },
      { timeout: 30_000, message: `${count} email(s) '${subject}' to ${address}` },
    )
    .toBe(count);
  return found;
}
