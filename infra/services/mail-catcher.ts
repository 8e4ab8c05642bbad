// A development SMTP server that keeps every message in memory and shows them on a small web
// page (list, one message with its HTML, text and headers, and JSON at /messages). `npm start`
// and `npm run dev` run it when SMTP_URL is unset; integration tests receive mail through it.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { renderMessagePage, renderMessagesPage } from './mail-catcher-pages.ts';

export type CaughtMail = {
  id: number;
  receivedAt: string;
  /** SMTP envelope: who the relay was asked to deliver to. */
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Header names lower-cased; folded lines unfolded. */
  headers: Record<string, string>;
};

/** Decides whether to refuse a message (an SMTP error text) or accept it (undefined). */
export type RejectRule = (recipients: string[]) => string | undefined;

export type MailCatcherOptions = { host?: string; smtpPort?: number; webPort?: number; keep?: number };

const headerRecord = (lines: ReadonlyArray<{ key: string; line: string }>) =>
  Object.fromEntries(
    lines.map(({ key, line }) => [
      key.toLowerCase(),
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );

/** An SMTP listener that parses and keeps what it receives, with an optional web viewer. */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  /** While set, messages matching it are refused with a temporary (451) error. */
  reject: RejectRule | undefined;
  readonly #options: MailCatcherOptions;
  readonly #waiters = new Set<() => void>();
  #smtp: SMTPServer | undefined;
  #web: Server | undefined;
  #nextId = 1;

  constructor(options: MailCatcherOptions = {}) {
    this.#options = options;
  }

  /** Starts SMTP (and the viewer when `webPort` is given; 0 picks a free port). */
  async start(): Promise<{ smtpUrl: string; webUrl: string | undefined }> {
    const host = this.#options.host ?? '127.0.0.1';
    this.#smtp = new SMTPServer({
      authOptional: true,
      // A self-signed certificate would make every client refuse; local mail needs no TLS.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        simpleParser(stream)
          .then((parsed) => {
            const refusal = this.reject?.(recipients);
            if (refusal) {
              callback(Object.assign(new Error(refusal), { responseCode: 451 }));
              return;
            }
            this.#keep({
              id: this.#nextId++,
              receivedAt: new Date().toISOString(),
              envelopeTo: recipients,
              from: parsed.from?.text ?? '',
              to: [parsed.to ?? []]
                .flat()
                .map((address) => address.text)
                .join(', '),
              subject: parsed.subject ?? '',
              html: parsed.html || '',
              text: parsed.text ?? '',
              headers: headerRecord(parsed.headerLines),
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
    });
    const smtp = this.#smtp;
    smtp.on('error', () => undefined);
    await new Promise<void>((resolve) => smtp.listen(this.#options.smtpPort ?? 0, host, resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    let webUrl: string | undefined;
    if (this.#options.webPort !== undefined) {
      const web = createServer((request, response) => this.#serve(request.url ?? '/', response));
      this.#web = web;
      await new Promise<void>((resolve) => web.listen(this.#options.webPort, host, resolve));
      webUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${(web.address() as AddressInfo).port}`;
    }
    return { smtpUrl: `smtp://${host === '0.0.0.0' ? '127.0.0.1' : host}:${smtpPort}`, webUrl };
  }

  /** Resolves with the first kept message matching `predicate` (already here, or arriving). */
  waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs = 10_000): Promise<CaughtMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(predicate);
        if (!found) return;
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`No matching mail within ${timeoutMs} ms (${this.messages.length} received)`));
      }, timeoutMs);
      this.#waiters.add(check);
      check();
    });
  }

  clear(): void {
    this.messages.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#smtp ? this.#smtp.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (this.#web ? this.#web.close(() => resolve()) : resolve()));
  }

  #keep(mail: CaughtMail): void {
    this.messages.push(mail);
    // Newest kept; a long dev session must not grow without bound.
    if (this.messages.length > (this.#options.keep ?? 500)) this.messages.shift();
    for (const waiter of [...this.#waiters]) waiter();
  }

  #serve(url: string, response: ServerResponse): void {
    const [status, type, body] = this.#page(url.split('?')[0] ?? '/');
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  }

  #page(path: string): [status: number, type: string, body: string] {
    const json = 'application/json';
    const html = 'text/html; charset=utf-8';
    if (path === '/') return [200, html, renderMessagesPage(this.messages)];
    if (path === '/messages') return [200, json, JSON.stringify(this.messages)];
    const one = /^\/messages\/(\d+)(\.json)?$/.exec(path);
    const mail = one ? this.messages.find((message) => message.id === Number(one[1])) : undefined;
    if (!mail) return [404, 'text/plain; charset=utf-8', 'Not found'];
    return one?.[2] ? [200, json, JSON.stringify(mail)] : [200, html, renderMessagePage(mail)];
  }
}
