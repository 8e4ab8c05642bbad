import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  handlerFileFinder,
  listenersTable,
  queuesTable,
  readSection,
  replaceSection,
} from '../../infra/scripts/readme-tables.ts';
import { definedEvents, EVENT_HANDLERS_QUEUE } from '../../modules/platform/events/index.ts';
import { startTestWorker } from '../support/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const README = path.join(ROOT, 'modules', 'README.md');
/** `npm run docs:tables` sets it: write the tables into the README instead of comparing. */
const WRITE = process.env.README_TABLES === 'write';

/**
 * The events the modules define: of every event defined in this worker, those named after a
 * module. Test files share their worker's modules (vitest.config.ts), so one file's test events
 * (`test.note_written`, events.test.ts) may be defined here too.
 */
const modulesEvents = () =>
  definedEvents().filter((event) => existsSync(path.join(ROOT, 'modules', event.name.split('.')[0] ?? '')));

// The README's queue and listener tables are what the worker really registers: it is started as
// `npm start` starts it, and its jobs, its handlers and every event the modules define are read.
describe('the modules/README.md tables of queues and listeners', () => {
  let tables: { queues: string; listeners: string };
  beforeAll(async () => {
    const worker = await startTestWorker();
    try {
      tables = {
        queues: queuesTable(worker.jobs, EVENT_HANDLERS_QUEUE.name),
        listeners: listenersTable(modulesEvents(), worker.handlers, handlerFileFinder(ROOT)),
      };
    } finally {
      await worker.stop();
    }
  });

  it.skipIf(WRITE)('lists every queue and job the worker runs (npm run docs:tables rewrites it)', () => {
    expect(readSection(readFileSync(README, 'utf8'), 'queues')).toBe(tables.queues);
  });

  it.skipIf(WRITE)('lists every event the modules define and the handlers subscribed to it', () => {
    expect(readSection(readFileSync(README, 'utf8'), 'listeners')).toBe(tables.listeners);
  });

  it.runIf(WRITE)('writes both tables into the README', () => {
    let readme = readFileSync(README, 'utf8');
    readme = replaceSection(readme, 'queues', tables.queues);
    readme = replaceSection(readme, 'listeners', tables.listeners);
    writeFileSync(README, readme);
    expect(readSection(readme, 'queues')).toBe(tables.queues);
    expect(readSection(readme, 'listeners')).toBe(tables.listeners);
  });
});
