import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';
import { PROBLEM_KINDS, type ProblemKind } from '../operations.schemas.ts';

/**
 * One episode of a problem the owner should hear about, keyed by what it is about
 * (`job_failed:<queue>/<job>`, `payment_pending:<transactionId>`, `outbox_stalled`...). At most one
 * open row per key (a partial unique index): seeing it again touches that row; once resolved, the
 * next sighting opens a new row, so the owner hears once per episode, not once per sighting.
 */
export const ProblemSchema = table(
  'Problem',
  'problem',
  {
    id: p.uuid().primary(),
    key: p.string().length(200),
    kind: p.enum(PROBLEM_KINDS).$type<ProblemKind>(),
    title: p.string().length(200),
    detail: p.text(),
    /** Where the owner acts on it: the queue dashboard or the transactions screen. */
    link: p.string().length(300).nullable(),
    firstSeenAt: p.datetime(),
    lastSeenAt: p.datetime(),
    /** Sightings: one per report, or per sweep that still saw it. */
    occurrences: p.integer().default(1),
    /** When its alert email was sent (every owner address); null until then. */
    notifiedAt: p.datetime().nullable(),
    resolvedAt: p.datetime().nullable(),
  },
  {
    indexes: [
      {
        name: 'problem_open_key_unique',
        expression:
          'create unique index "problem_open_key_unique" on "problem" ("key") where "resolved_at" is null',
      },
      { name: 'problem_first_seen_idx', properties: ['firstSeenAt'] },
    ],
  },
);

export class Problem extends ProblemSchema.class {}
ProblemSchema.setClass(Problem);
