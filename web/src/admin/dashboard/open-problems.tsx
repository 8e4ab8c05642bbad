import { ArrowRight, CircleCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type ProblemView, useOpenProblemsQuery } from '../../api/operations';
import { Skeleton } from '../../components/spinner';
import { QUEUES_PATH } from '../layout/admin-nav';
import { formatRelative } from '../shared/format';
import { EmptyNote, Panel } from './dashboard-cards';

const LINK_CLASSES =
  'inline-flex shrink-0 items-center gap-1 font-medium text-indigo-600 text-sm hover:underline dark:text-indigo-400';

/** Where to act on a problem: the queue dashboard is a server page (a full load), the rest the admin app's. */
function ProblemLink({ to }: { to: string }) {
  const content = (
    <>
      Look into it
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return to.startsWith(QUEUES_PATH) ? (
    <a href={to} className={LINK_CLASSES}>
      {content}
    </a>
  ) : (
    <Link to={to} className={LINK_CLASSES}>
      {content}
    </Link>
  );
}

function ProblemItem({ problem }: { problem: ProblemView }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 gap-3">
        <TriangleAlert
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
        />
        <div className="min-w-0">
          <p className="font-medium text-sm text-zinc-900 dark:text-zinc-100">{problem.title}</p>
          <p className="mt-0.5 line-clamp-2 text-sm text-zinc-500 dark:text-zinc-400" title={problem.detail}>
            {problem.detail}
          </p>
          <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
            First seen {formatRelative(problem.first_seen_at)}
            {problem.occurrences > 1 && `, seen ${problem.occurrences} times`}
          </p>
        </div>
      </div>
      {problem.link && <ProblemLink to={problem.link} />}
    </li>
  );
}

/** The open operations problems (the ones the owner is emailed about), each with where to act. */
export function OpenProblems() {
  const problems = useOpenProblemsQuery();
  return (
    <Panel
      title="Open problems"
      description="Failed jobs, stuck payments, failing emails, a stalled outbox or refused uploads"
      action={
        <a href={QUEUES_PATH} className={LINK_CLASSES}>
          Job queues
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      }
    >
      {problems.isPending ? (
        <div className="space-y-3" aria-hidden="true" data-testid="problems-loading">
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : problems.isError ? (
        <EmptyNote>Problems are unavailable right now.</EmptyNote>
      ) : problems.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          Nothing needs your attention.
        </p>
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-white/10">
          {problems.data.map((problem) => (
            <ProblemItem key={problem.id} problem={problem} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
