// modules/README.md's "Queues" and "Who listens to what" tables, rendered from what the worker really
// registers (its jobs and event handlers) and from every event the modules define. The
// integration test tests/platform/readme-tables.test.ts compares them with that file;
// `npm run docs:tables` writes them there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EventDefinition, EventHandler } from '../../modules/platform/events/index.ts';
import type { JobDefinition } from '../../modules/platform/queues/index.ts';

/**
 * What each job does, beside its name in the queue table. A job missing here is listed by name
 * alone (with its period if it repeats): add a line when you add a job.
 */
const JOB_NOTES: Record<string, string> = {
  'events/fan-out': "one per relayed outbox row, job id = outbox id; adds the event's handler jobs",
  'maintenance/outbox-sweep': 'every `OUTBOX_SWEEP_EVERY_MS`',
  'maintenance/outbox-prune': 'hourly',
  'images/make-variants': 'one per stored raster image, id `variants__<name>`: its AVIF and WebP widths',
  'images/variants-sweep': 'every minute; re-queues images still pending whose job Redis lost',
  'analytics/page-views-rollup': 'every `ANALYTICS_ROLLUP_EVERY_MS`; one at a time, they share a checkpoint',
  'blog/publish-scheduled-post': "delayed to a post's time",
  'blog/publish-due-posts': 'every `BLOG_PUBLISH_SWEEP_EVERY_MS`',
  'payments/reconcile': 'one per burst of IPNs for a tracking id',
  'payments/poll-pending': 'every `PAYMENTS_POLL_EVERY_MS`',
  'payments/recover-order': 'one per order-help request',
  'payments/recovery-sweep': 'every minute; re-queues order-help requests Redis lost',
  'shop/resend-receipt': '"I paid but got nothing"; one per order per hour',
  'newsletter/send-campaign-batch': 'one per batch of a campaign',
  'newsletter/resume-stalled-campaigns': 'every `NEWSLETTER_RESUME_EVERY_MS`',
  'imports/imports.run': "one per admin import, id = the run's id; one at a time",
  'imports/imports.requeue': 'every 5 min; re-queues runs stuck for 10 min (Redis wiped, worker killed)',
};

/** The queue whose jobs are the event handlers themselves, one per (event, handler). */
const HANDLER_QUEUE_NOTE =
  'one job per (event, subscribed handler), named after the handler, id `<eventId>__<handler>`';

/** A Markdown table laid out as the formatter (biome) lays it out. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Queue, concurrency and jobs, in the order the worker opens its queues. */
export function queuesTable(jobs: readonly JobDefinition[], handlerQueue: string): string {
  const queues = new Map<string, { concurrency: number; jobs: JobDefinition[] }>();
  for (const job of jobs) {
    const entry = queues.get(job.queue.name) ?? { concurrency: job.queue.concurrency, jobs: [] };
    entry.jobs.push(job);
    queues.set(job.queue.name, entry);
  }
  const describe = (job: JobDefinition) => {
    const note =
      JOB_NOTES[`${job.queue.name}/${job.name}`] ?? (job.every ? `every ${job.every / 1000} s` : undefined);
    return note ? `\`${job.name}\` (${note})` : `\`${job.name}\``;
  };
  const rows = [...queues].map(([name, queue]) => [
    `\`${name}\``,
    String(queue.concurrency),
    name === handlerQueue ? HANDLER_QUEUE_NOTE : queue.jobs.map(describe).join(', '),
  ]);
  return markdownTable(['Queue', 'Concurrency', 'What runs there'], rows);
}

/**
 * One row per (event, handler), events by name; an event nobody listens to has one row saying
 * so. `fileOf` names the file that defines a handler.
 */
export function listenersTable(
  events: readonly EventDefinition[],
  handlers: readonly EventHandler[],
  fileOf: (handler: string) => string,
): string {
  const names = [
    ...new Set([...events.map((event) => event.name), ...handlers.map((h) => h.event.name)]),
  ].sort();
  const rows = names.flatMap((event) => {
    const publisher = event.split('.')[0] ?? '';
    const listening = handlers
      .filter((handler) => handler.event.name === event)
      .map((handler) => handler.name)
      .sort();
    if (listening.length === 0) return [[`\`${event}\``, publisher, 'none', '']];
    return listening.map((handler) => [
      `\`${event}\``,
      publisher,
      `\`${handler}\``,
      `\`${fileOf(handler)}\``,
    ]);
  });
  return markdownTable(['Event', 'Published by', 'Handler', 'File'], rows);
}

/** The file under `modules/` that declares the handler named `name` (relative to `root`). */
export function handlerFileFinder(root: string): (name: string) => string {
  const files = sourceFiles(path.join(root, 'modules')).filter((file) => !/\.test\.tsx?$/.test(file));
  return (name) => {
    const declaring = files.filter((file) => readFileSync(file, 'utf8').includes(`name: '${name}'`));
    if (declaring.length !== 1) {
      throw new Error(`handler ${name}: expected one file declaring it, found ${declaring.length}`);
    }
    return path
      .relative(root, declaring[0] ?? '')
      .split(path.sep)
      .join('/');
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const begin = (name: string) => `<!-- ${name}: generated by npm run docs:tables -->`;
const end = (name: string) => `<!-- /${name} -->`;

/** The README with the section between `name`'s markers replaced by `body`. */
export function replaceSection(readme: string, name: string, body: string): string {
  const start = readme.indexOf(begin(name));
  const stop = readme.indexOf(end(name));
  if (start < 0 || stop < start) throw new Error(`README has no "${begin(name)}" ... "${end(name)}" markers`);
  return `${readme.slice(0, start + begin(name).length)}\n\n${body}\n\n${readme.slice(stop)}`;
}

/** The section between `name`'s markers, trimmed; undefined without the markers. */
export function readSection(readme: string, name: string): string | undefined {
  const start = readme.indexOf(begin(name));
  const stop = readme.indexOf(end(name));
  if (start < 0 || stop < start) return undefined;
  return readme.slice(start + begin(name).length, stop).trim();
}
