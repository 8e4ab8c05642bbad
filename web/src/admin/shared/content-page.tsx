import { RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/spinner';
import type { Notice } from './content-form';

/** Title, one-line description and the primary action of a content screen. */
export function ContentPageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">{title}</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      </div>
      {action}
    </div>
  );
}

export function NoticeBanner({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} onDismiss={onDismiss}>
      {notice.text}
    </Alert>
  );
}

/** A failed first load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      {message}
      <div className="mt-3">
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    </Alert>
  );
}

/** The spec's empty-state sentence, with an optional action below it. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-zinc-300/80 border-dashed px-6 py-16 text-center dark:border-white/15">
      <span className="grid size-12 place-items-center rounded-2xl bg-zinc-100 text-zinc-500 dark:bg-white/10 dark:text-zinc-400">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-medium text-zinc-900 dark:text-white">{message}</p>
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}

/** The card grid while the first answer loads. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <div
          key={key}
          className="rounded-3xl border border-zinc-200/80 bg-white/80 p-5 dark:border-white/10 dark:bg-zinc-900/70"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
          <Skeleton className="mt-4 h-3 w-full" />
          <Skeleton className="mt-5 h-2 w-full rounded-full" />
        </div>
      ))}
    </div>
  );
}
