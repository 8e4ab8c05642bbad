import type { UseQueryResult } from '@tanstack/react-query';
import { type LucideIcon, Plus, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Button, type ButtonProps } from '../../components/button';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';
import { contentErrorMessage, type Notice } from './content-form';
import { TableSkeleton } from './table-skeleton';

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

/** The '+ Add …' button of a content screen. */
export function AddButton({ label, ...props }: { label: string } & Omit<ButtonProps, 'children'>) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

type ContentScreenProps = {
  title: string;
  description: string;
  /** The add button's label ('Add Skill'); it calls `onAdd`. */
  addLabel: string;
  onAdd: () => void;
  notice: Notice;
  onDismissNotice: () => void;
  /** The list and the screen's dialogs. */
  children: ReactNode;
};

/** A content screen: its header with the add button, the notice banner, then the list and dialogs. */
export function ContentScreen({
  title,
  description,
  addLabel,
  onAdd,
  notice,
  onDismissNotice,
  children,
}: ContentScreenProps) {
  return (
    <div className="space-y-6">
      <ContentPageHeader
        title={title}
        description={description}
        action={<AddButton label={addLabel} onClick={onAdd} />}
      />
      <NoticeBanner notice={notice} onDismiss={onDismissNotice} />
      {children}
    </div>
  );
}

/** The delete dialog's question, naming the item in bold. */
export function DeleteQuestion({ name }: { name: string }) {
  return (
    <>
      Are you sure you want to delete{' '}
      <strong className="font-semibold text-zinc-950 dark:text-white">{name}</strong>? This action cannot be
      undone.
    </>
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

type EmptyStateProps = {
  message: string;
  /** A line under the sentence (what to try next). */
  hint?: string;
  /** The picture above it; a search-with-no-result icon by default. */
  icon?: LucideIcon;
  /** Inside a card that already frames it: no dashed border of its own. */
  bare?: boolean;
  /** An action below (clear filters, add the first item). */
  children?: ReactNode;
};

/** The spec's empty-state sentence, with an optional hint and action below it. */
export function EmptyState({ message, hint, icon: Icon = SearchX, bare = false, children }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center px-6 py-16 text-center',
        !bare && 'rounded-3xl border border-zinc-300/80 border-dashed dark:border-white/15',
      )}
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-zinc-100 text-zinc-500 dark:bg-white/10 dark:text-zinc-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-medium text-zinc-900 dark:text-white">{message}</p>
      {hint && <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{hint}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}

type TablePanelProps<T> = {
  query: UseQueryResult<T[]>;
  /** The action's 'Failed to fetch …' text. */
  fetchFailed: string;
  /** What an empty list shows, usually an EmptyState. */
  empty: ReactNode;
  /** Names the skeleton while the first answer loads. */
  loadingLabel: string;
  /** The table of the loaded items. */
  children: (items: T[]) => ReactNode;
};

/** A content table's states: the failed first load, the empty list, and the table (or its skeleton) in a card. */
export function TablePanel<T>({ query, fetchFailed, empty, loadingLabel, children }: TablePanelProps<T>) {
  if (query.isError && !query.data) {
    return (
      <LoadError message={contentErrorMessage(query.error, fetchFailed)} onRetry={() => query.refetch()} />
    );
  }
  if (query.data?.length === 0) return <>{empty}</>;
  return (
    <Card className="overflow-hidden">
      {query.data ? children(query.data) : <TableSkeleton label={loadingLabel} />}
    </Card>
  );
}
