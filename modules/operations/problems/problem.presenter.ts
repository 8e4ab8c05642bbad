import type { Problem } from '../entities/problem.entity.ts';
import type { ProblemView } from '../operations.schemas.ts';

/** An open problem as the admin reads it: an allowlist (the key and resolution stay behind). */
export function presentProblem(problem: Problem): ProblemView {
  return {
    id: problem.id,
    kind: problem.kind,
    title: problem.title,
    detail: problem.detail,
    link: problem.link ?? null,
    first_seen_at: problem.firstSeenAt.toISOString(),
    last_seen_at: problem.lastSeenAt.toISOString(),
    occurrences: problem.occurrences,
    notified_at: problem.notifiedAt ? problem.notifiedAt.toISOString() : null,
  };
}
