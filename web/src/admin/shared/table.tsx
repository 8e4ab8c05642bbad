import { clsx } from 'clsx';
import { ExternalLink, Pencil, Trash } from 'lucide-react';
import { IconButton } from '../../components/icon-button';

/** Header and body cell classes of the back office's tables. */
export const HEAD =
  'px-4 py-3 text-left font-medium text-xs text-zinc-500 uppercase tracking-wide dark:text-zinc-400';
export const CELL = 'px-4 py-3.5 align-middle text-sm text-zinc-700 dark:text-zinc-300';

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
