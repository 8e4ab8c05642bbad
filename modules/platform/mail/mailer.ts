import { createHash, randomUUID } from 'node:crypto';
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
  /** Parallel SMTP connections of the pool (default `SMTP_POOL_CONNECTIONS`). */
  maxConnections?: number;
};

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * The Message-ID of a key's email, the same on every attempt: a copy sent again after a crash
 * carries the first one's id, which mailbox providers that drop repeated ids (Gmail) collapse.
 */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * SMTP connections of one process's pool, so at most this many messages are in the relay's
 * hands at once: the most a process killed mid-send can have had accepted but not recorded.
 */
export const SMTP_POOL_CONNECTIONS = 5;

/**
 * Sends email through a pooled SMTP transport, once per idempotency key except after a crash.
 * Only worker jobs call `deliver`: a failure is recorded on the key's row and thrown, so the job
 * retries with backoff. Each key's row says `sent` in a transaction committed as soon as the
 * relay accepts, before that lane sends anything else. A process killed between the relay
 * accepting a message and that commit sends it once more on retry (at least once, under the
 * same Message-ID): at most one message per pooled connection, `SMTP_POOL_CONNECTIONS` per
 * crash; none is lost.
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
    const messageId = messageIdOf(key, this.#options.from.address);
    const result = await this.#options.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into email_delivery (id, idempotency_key, recipient, subject, status, attempts, created_at)
         values (?, ?, ?, ?, 'pending', 0, now()) on conflict (idempotency_key) do nothing`,
        [randomUUID(), key, message.to, message.subject.slice(0, 300)],
      );
      // The row lock makes a concurrent run of the same key wait, then see it sent.
      // The same statement makes this transaction's commit asynchronous: the database has the
      // commit when it answers, so a killed worker loses nothing; only a database crash within a
      // fraction of a second could forget a `sent`, which sends that email again (the same
      // at-least-once as a worker crash). It takes the disk flush out of the stretch between the
      // relay accepting and the row saying `sent`.
      const [row] = await em.execute<{ status: string }[]>(
        `select status, set_config('synchronous_commit', 'off', true) as commit_mode
         from email_delivery where idempotency_key = ? for update`,
        [key],
      );
      if (row?.status === 'sent') return { outcome: 'already_sent' as const };
      // Marked before the relay is asked, in this uncommitted transaction: once the relay
      // accepts, only the commit is left to do (nobody sees `sent` before it).
      await em.execute(
        `update email_delivery set status = 'sent', attempts = attempts + 1, sent_at = now(),
         message_id = ?, last_error = null where idempotency_key = ?`,
        [messageId, key],
      );
      try {
        checkSmtpAnswer(await this.#send(message, messageId), message.to);
        return { outcome: 'sent' as const };
      } catch (error) {
        // Recorded in this transaction, which commits; the error is rethrown after it.
        await em.execute(
          `update email_delivery set status = 'failed', sent_at = null, message_id = null, last_error = ?
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

  async #send(message: EmailMessage, messageId: string): Promise<unknown> {
    const transport = this.#transportOrThrow();
    const composed = await composeMail({ ...this.#options, siteName: this.#siteName }, message);
    return transport.sendMail({ ...composed, messageId });
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
      maxConnections: this.#options.maxConnections ?? SMTP_POOL_CONNECTIONS,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...(this.#options.dkim ? { dkim: this.#options.dkim } : {}),
    });
    return this.#transport;
  }
}
