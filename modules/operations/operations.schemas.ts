import { z } from 'zod';

/**
 * What the owner is alerted about. Each kind but `storage_write_refused` is detected by the
 * `detect-problems` sweep, which also resolves it once it no longer sees it; a refused write is
 * reported by the upload store and resolves after a quiet spell (see README.md).
 */
export const PROBLEM_KINDS = [
  'job_failed',
  'payment_pending',
  'email_failing',
  'outbox_stalled',
  'storage_write_refused',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** Kinds someone reports (rather than the sweep observing them). */
export const REPORTED_KINDS: readonly ProblemKind[] = ['storage_write_refused'];

/** A problem as the admin dashboard reads it (`GET /api/admin/problems`). */
export const problemViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROBLEM_KINDS),
  title: z.string(),
  detail: z.string(),
  link: z.string().nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  occurrences: z.number().int(),
  notified_at: z.string().nullable(),
});
export type ProblemView = z.infer<typeof problemViewSchema>;

export const problemsResponseSchema = z.object({
  success: z.literal(true),
  problems: z.array(problemViewSchema),
});

/** `GET /api/admin/problems?limit=`: the open problems, oldest first. */
export const problemsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Who may report a problem from another module (the upload store): a short detail. */
export const reportSchema = z.object({
  kind: z.enum(PROBLEM_KINDS),
  /** Distinguishes problems of one kind (a bucket, a job); default: the kind alone. */
  subject: z.string().min(1).max(150).optional(),
  detail: z.string().max(2_000),
});
