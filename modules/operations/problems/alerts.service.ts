import type { Logger } from '../../platform/logging/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { alertEmail, digestEmail } from '../emails/alert.email.ts';
import type { ProblemKind } from '../operations.schemas.ts';
import type { Check } from './checks.ts';
import { digestDateDue, type Observation } from './problem-rules.ts';
import type { ProblemsService } from './problems.service.ts';

export type AlertsDeps = {
  problems: ProblemsService;
  checks: readonly Check[];
  mailer: Pick<Mailer, 'deliver'>;
  /** Who is alerted: MAIL_OWNER, else every admin account (as for reversed payments). */
  ownerEmails: () => Promise<string[]>;
  siteName: () => Promise<string>;
  publicUrl: string;
  timeZone: string;
  /** Queues one problem's alert (job id `alert__<problemId>`: once, however often asked). */
  alertLater: (problemId: string) => Promise<void>;
  /** Queues a date's digest (job id `alert-digest__<date>`). */
  digestLater: (date: string) => Promise<void>;
  clock: () => Date;
  log: Logger;
};

/** Detection (the sweep) and the emails: one alert per problem, one digest per day. */
export class AlertsService {
  readonly #deps: AlertsDeps;

  constructor(deps: AlertsDeps) {
    this.#deps = deps;
  }

  /**
   * One sweep: runs every check, records what they saw (opening, touching, resolving), then
   * queues the alert of every open problem not yet emailed and, from 08:00 site time, the day's
   * digest. A check that fails (Redis away) is logged and its kind left as it was.
   */
  async detect(): Promise<{ opened: number; resolved: number; alerts: number }> {
    const results = await Promise.allSettled(this.#deps.checks.map((check) => check.run()));
    const seen: Observation[] = [];
    const checked = new Set<ProblemKind>();
    results.forEach((result, index) => {
      const check = this.#deps.checks[index];
      if (!check) return;
      if (result.status === 'fulfilled') {
        checked.add(check.kind);
        seen.push(...result.value);
      } else {
        this.#deps.log.warn({ err: result.reason, kind: check.kind }, 'problem check failed; kept as it was');
      }
    });
    const { opened, resolved } = await this.#deps.problems.record(seen, checked);
    const waiting = await this.#deps.problems.unnotified();
    for (const problem of waiting) await this.#deps.alertLater(problem.id);
    const date = digestDateDue(this.#deps.clock(), this.#deps.timeZone);
    if (date && (await this.#deps.problems.listOpen(1)).length > 0) await this.#deps.digestLater(date);
    return { opened, resolved, alerts: waiting.length };
  }

  /** Emails one problem's alert to every owner address, once (keys `alert:<problemId>:<address>`). */
  async sendAlert(problemId: string): Promise<{ sent: number }> {
    const problem = await this.#deps.problems.find(problemId);
    // Already told, or cleared before anyone was told: nothing to say.
    if (!problem || problem.notifiedAt || problem.resolvedAt) return { sent: 0 };
    const site = await this.#site();
    let sent = 0;
    for (const to of await this.#recipients()) {
      const outcome = await this.#deps.mailer.deliver(
        `alert:${problem.id}:${to}`,
        alertEmail(to, problem, site),
      );
      if (outcome === 'sent') sent += 1;
    }
    await this.#deps.problems.markNotified(problem.id);
    return { sent };
  }

  /** Emails the open problems of `date` to every owner address, once (keys `alert-digest:<date>:<address>`). */
  async sendDigest(date: string): Promise<{ sent: number }> {
    const open = await this.#deps.problems.listOpen();
    if (open.length === 0) return { sent: 0 };
    const site = await this.#site();
    let sent = 0;
    for (const to of await this.#recipients()) {
      const outcome = await this.#deps.mailer.deliver(
        `alert-digest:${date}:${to}`,
        digestEmail(to, date, open, site),
      );
      if (outcome === 'sent') sent += 1;
    }
    return { sent };
  }

  async #recipients(): Promise<string[]> {
    const recipients = [...new Set((await this.#deps.ownerEmails()).map((address) => address.toLowerCase()))];
    // Nobody to tell is a set-up problem; the failed job shows on the queue dashboard.
    if (recipients.length === 0)
      throw new Error('No owner address: set MAIL_OWNER or create an admin account');
    return recipients;
  }

  async #site() {
    return { publicUrl: this.#deps.publicUrl, siteName: await this.#deps.siteName() };
  }
}
