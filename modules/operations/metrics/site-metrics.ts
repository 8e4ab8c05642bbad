import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EntityManager } from '../../platform/db/index.ts';
import type { RequestSample } from '../../platform/http/index.ts';
import type { PaymentsPort, QueueReader } from '../operations-ports.ts';
import type { ProblemsService } from '../problems/problems.service.ts';

/** Latency buckets (seconds): cached answers take about a millisecond, renders tens. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

export type SiteMetricsDeps = {
  em: EntityManager;
  queues: QueueReader;
  payments: PaymentsPort;
  problems: ProblemsService;
};

/**
 * The site's Prometheus metrics in a registry of their own (no global default registry). HTTP
 * counts are this process's, kept as requests end; the rest is read on each scrape from Redis
 * and Postgres, so the API's answer speaks for every process (emails the workers sent, jobs
 * they failed).
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly #deps: SiteMetricsDeps;
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #duration: Histogram<'method' | 'route' | 'status'>;
  readonly #gauges: ReturnType<typeof gaugesOf>;

  constructor(deps: SiteMetricsDeps) {
    this.#deps = deps;
    const registers = [this.registry];
    this.#requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request (until the handler returned), by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.#gauges = gaugesOf(this.registry);
  }

  /** Counts one answered request (the HTTP app calls it as each request ends). */
  readonly observe = (sample: RequestSample): void => {
    const labels = { method: sample.method, route: sample.route, status: String(sample.status) };
    this.#requests.inc(labels);
    this.#duration.observe(labels, sample.seconds);
  };

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Reads the queues and the tables, then renders every metric in Prometheus text format. */
  async render(): Promise<string> {
    const [queues, stores, payments, problems] = await Promise.all([
      this.#queueCounts(),
      this.#storeFacts(),
      this.#deps.payments.facts(),
      this.#deps.problems.openCounts(),
    ]);
    const gauges = this.#gauges;
    gauges.queueJobs.reset();
    for (const [queue, counts] of queues) {
      for (const state of QUEUE_STATES) gauges.queueJobs.set({ queue, state }, counts[state] ?? 0);
    }
    gauges.outboxBacklog.set(stores.backlog);
    gauges.outboxOldest.set(stores.oldest ?? 0);
    gauges.emails.reset();
    gauges.emails.set({ status: 'sent' }, stores.sent);
    gauges.emails.set({ status: 'failed' }, stores.failed);
    gauges.emails.set({ status: 'pending' }, stores.pending);
    gauges.payments.reset();
    for (const [state, count] of Object.entries(payments.byState)) gauges.payments.set({ state }, count);
    gauges.paymentsStuck.set(payments.stuckPastPoll);
    gauges.problems.reset();
    for (const [kind, count] of Object.entries(problems)) gauges.problems.set({ kind }, count);
    return this.registry.metrics();
  }

  async #queueCounts(): Promise<[string, Record<string, number>][]> {
    // One round trip per queue (BullMQ pipelines the four counts).
    return Promise.all(
      this.#deps.queues
        .names()
        .map(
          async (name) =>
            [name, await this.#deps.queues.queue(name).getJobCounts(...QUEUE_STATES)] as [
              string,
              Record<string, number>,
            ],
        ),
    );
  }

  async #storeFacts() {
    const [row] = await this.#deps.em.execute<
      { backlog: number; oldest: number | null; sent: number; failed: number; pending: number }[]
    >(
      `select o.backlog, o.oldest, e.sent, e.failed, e.pending
       from (select count(*)::int as backlog, extract(epoch from now() - min(occurred_at))::float8 as oldest
             from outbox_event where sent_at is null) o,
            (select count(*) filter (where status = 'sent')::int as sent,
                    count(*) filter (where status = 'failed')::int as failed,
                    count(*) filter (where status = 'pending')::int as pending
             from email_delivery) e`,
    );
    return row ?? { backlog: 0, oldest: null, sent: 0, failed: 0, pending: 0 };
  }
}

function gaugesOf(registry: Registry) {
  const registers = [registry];
  return {
    queueJobs: new Gauge({
      name: 'queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'],
      registers,
    }),
    outboxBacklog: new Gauge({
      name: 'outbox_unsent_events',
      help: 'Domain events written but not yet relayed to the queue',
      registers,
    }),
    outboxOldest: new Gauge({
      name: 'outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest unsent event (0 when none)',
      registers,
    }),
    emails: new Gauge({
      name: 'emails',
      help: 'Emails by delivery state (sent, failed on the last try, pending), from Postgres',
      labelNames: ['status'],
      registers,
    }),
    payments: new Gauge({
      name: 'payments',
      help: 'Payment transactions by state',
      labelNames: ['state'],
      registers,
    }),
    paymentsStuck: new Gauge({
      name: 'payments_pending_past_poll',
      help: 'Pending Pesapal payments whose next poll is overdue',
      registers,
    }),
    problems: new Gauge({
      name: 'operations_open_problems',
      help: 'Open problems the owner was alerted about, by kind',
      labelNames: ['kind'],
      registers,
    }),
  };
}
