import { clsx } from 'clsx';
import { ExternalLink, Pencil, Trash } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../components/icon-button';

/** Header and body cell classes of the back office's tables. */
export const HEAD =
  'px-4 py-3 text-left font-medium text-xs text-zinc-500 uppercase tracking-wide dark:text-zinc-400';
export const CELL = 'px-4 py-3.5 align-middle text-sm text-zinc-700 dark:text-zinc-300';

type ResponsiveTableProps<T extends { id: string }> = {
  items: readonly T[];
  /** The table's min-width class, e.g. 'min-w-[860px]'; narrower panes scroll it sideways. */
  minWidth: string;
  /** The header row's cells. */
  head: ReactNode;
  /** One item's cells on wide screens. */
  row: (item: T) => ReactNode;
  /** One item's card content on phones. */
  card: (item: T) => ReactNode;
};

/** A back office list: a table from md up, a stack of cards on phones. */
export function ResponsiveTable<T extends { id: string }>({
  items,
  minWidth,
  head,
  row,
  card,
}: ResponsiveTableProps<T>) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className={clsx('w-full', minWidth, 'border-collapse')}>
          <thead className="border-zinc-200/80 border-b bg-zinc-50/80 dark:border-white/10 dark:bg-white/[0.02]">
            <tr>{head}</tr>
          </thead>
          <tbody className="divide-y divide-zinc-200/70 dark:divide-white/5">
            {items.map((item) => (
              <tr key={item.id} className="transition-colors hover:bg-zinc-50/70 dark:hover:bg-white/[0.02]">
                {row(item)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-zinc-200/70 md:hidden dark:divide-white/5">
        {items.map((item) => (
          <li key={item.id} className="space-y-3 p-4">
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

type EditDeleteActionsProps = {
  /** Names the item in each button's label: 'Edit {subject}', 'Delete {subject}'. */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
  className?: string;
};

/** The edit and delete buttons every content table row and card ends with. */
export function EditDeleteActions({ subject, onEdit, onDelete, busy, className }: EditDeleteActionsProps) {
  return (
    <div className={clsx('flex items-center gap-0.5 [&_svg]:size-4.5', className)}>
      <IconButton label={`Edit ${subject}`} onClick={onEdit} disabled={busy} className="size-9">
        <Pencil aria-hidden="true" />
      </IconButton>
      <IconButton
        label={`Delete ${subject}`}
        onClick={onDelete}
        disabled={busy}
        className="size-9 hover:text-rose-600 dark:hover:text-rose-400"
      >
        <Trash aria-hidden="true" />
      </IconButton>
    </div>
  );
}

/** An outside link shown without its scheme, truncated, opening in a new tab; '—' when absent. */
export function ExternalUrl({ href, className }: { href: string | null; className?: string }) {
  if (!href) return <span className="text-zinc-400">—</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={clsx(
        'inline-flex items-center gap-1 text-indigo-600 hover:underline dark:text-indigo-400',
        className,
      )}
    >
      <span className="truncate">{href.replace(/^(https?:\/\/|mailto:)/, '')}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}
