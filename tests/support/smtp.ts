import { type CaughtMail, MailCatcher } from '../../infra/services/mail-catcher.ts';
import { setUpRunning, WAIT_LIMIT_MS } from './harness.ts';

export type { CaughtMail } from '../../infra/services/mail-catcher.ts';

/**
 * A real SMTP listener on a free port (the dev mail catcher, without its web page). Point the
 * worker at `smtpUrl`; mail arrives parsed (headers, HTML, text) as a mail client would see it.
 */
export async function startSmtpListener() {
  const catcher = new MailCatcher();
  const { smtpUrl } = await catcher.start();
  return {
    smtpUrl,
    catcher,
    messages: catcher.messages,
    /** Waits for the first message (already received or arriving) that matches. */
    waitForMail: (predicate: (mail: CaughtMail) => boolean, timeoutMs = WAIT_LIMIT_MS) =>
      catcher.waitForMail(predicate, timeoutMs),
    /** Messages whose envelope names this recipient. */
    mailTo: (address: string) => catcher.messages.filter((mail) => mail.envelopeTo.includes(address)),
    stop: () => catcher.stop(),
  };
}

export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;

/** `startSmtpListener` before the caller's tests and `stop` after; filled in place. */
export const setUpSmtpListener = (): SmtpListener => setUpRunning(() => startSmtpListener());
