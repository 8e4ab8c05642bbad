import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { EntityManager } from '../db/index.ts';
import type { Logger } from '../logging/index.ts';
import { composeMail, type MailComposition } from './mail-composer.ts';
import { checkSmtpAnswer } from './smtp-answer.ts';

/** One email: both parts always (clients without HTML read the text), extra headers optional. */
export type EmailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export type DeliveryOutcome = 'sent' | 'already_sent';

export type MailerOptions = MailComposition & {
  em: EntityManager;
  /** Unset: every delivery fails with a clear error (and its job retries until it is set). */
  smtpUrl: string | undefined;
  log: Logger;
  /** Parallel SMTP connections of the pool. */
  maxConnections?: number;
};

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * Sends email through a pooled SMTP transport, at most once per idempotency key. Only worker
 * jobs call `deliver`: a failure is recorded on the key's row and thrown, so the job retries
 * with backoff. A crash after the relay accepted a message but before its row says `sent`
 * sends it once more on retry (at least once; the window is one SMTP round trip).
 */
export class Mailer {
  readonly #options: MailerOptions;
  #transport: Transport | undefined;
  #name: { value: string; at: number } | undefined;

  constructor(options: MailerOptions) {
    this.#options = options;
  }

  /** Sends `message` unless the key was already sent; throws (after recording it) on failure. */
  async deliver(key: string, message: EmailMessage): Promise<DeliveryOutcome> {
    const result = await this.#options.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into email_delivery (id, idempotency_key, recipient, subject, status, attempts, created_at)
         values (?, ?, ?, ?, 'pending', 0, now()) on conflict (idempotency_key) do nothing`,
        [randomUUID(), key, message.to, message.subject.slice(0, 300)],
      );
      // The row lock makes a concurrent run of the same key wait, then see it sent.
      const [row] = await em.execute<{ status: string }[]>(
        'select status from email_delivery where idempotency_key = ? for update',
        [key],
      );
      if (row?.status === 'sent') return { outcome: 'already_sent' as const };
      try {
        const answer = checkSmtpAnswer(await this.#send(message), message.to);
        await em.execute(
          `update email_delivery set status = 'sent', attempts = attempts + 1, sent_at = now(),
           message_id = ?, last_error = null where idempotency_key = ?`,
          [answer.messageId.slice(0, 300), key],
        );
        return { outcome: 'sent' as const };
      } catch (error) {
        // Recorded in this transaction, which commits; the error is rethrown after it.
        await em.execute(
          `update email_delivery set status = 'failed', attempts = attempts + 1, last_error = ?
           where idempotency_key = ?`,
          [String(error instanceof Error ? error.message : error).slice(0, 2000), key],
        );
        return { outcome: 'failed' as const, error };
      }
    });
    if (result.outcome === 'failed') {
      this.#options.log.warn({ err: result.error, key }, 'email not sent; the job will retry');
      throw result.error;
    }
    return result.outcome;
  }

  /** Ends the pool's connections (the worker calls it on shutdown). */
  close(): void {
    this.#transport?.close();
    this.#transport = undefined;
  }

  async #send(message: EmailMessage): Promise<unknown> {
    const transport = this.#transportOrThrow();
    return transport.sendMail(await composeMail({ ...this.#options, siteName: this.#siteName }, message));
  }

  /** The site's name for `From`, read at most every 30 s (a campaign sends thousands at once). */
  #siteName = async (): Promise<string> => {
    const read = this.#options.siteName;
    if (!read) return '';
    const now = Date.now();
    if (!this.#name || now - this.#name.at > 30_000) this.#name = { value: await read(), at: now };
    return this.#name.value;
  };

  #transportOrThrow(): Transport {
    if (!this.#options.smtpUrl) throw new Error('SMTP_URL is not set: no relay to send email through');
    this.#transport ??= nodemailer.createTransport({
      url: this.#options.smtpUrl,
      pool: true,
      maxConnections: this.#options.maxConnections ?? 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...(this.#options.dkim ? { dkim: this.#options.dkim } : {}),
    });
    return this.#transport;
  }
}
