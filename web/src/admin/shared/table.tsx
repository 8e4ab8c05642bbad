import { clsx } from 'clsx';
import { ExternalLink, Pencil, Trash } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../components/icon-button';

/** Header and body cell classes of the back office's tables. */
export const HEAD =
  'px-4 py-3 text-left font-medium text-xs text-zinc-500 uppercase tracking-wide dark:text-zinc-400';
export const CELL = 'px-4 py-3.5 align-middle text-sm text-zinc-700 dark:text-zinc-300';

/** One column of a back office table: its header and the cell it draws for an item. */
export type Column<T> = {
  /** The header's text; a column without a visible header (Actions) names it for screen readers. */
  label: string;
  /** Hide the label from sight, keeping it for screen readers. */
  srOnly?: boolean;
  /** Classes on both the header and the cells (e.g. 'hidden 2xl:table-cell'). */
  className?: string;
  /** Classes on the header only. */
  headClassName?: string;
  /** Classes on the cells only. */
  cellClassName?: string;
  /** The cell's tooltip. */
  title?: (item: T) => string;
  cell: (item: T) => ReactNode;
};

/** What a header cell reads from a column. */
type HeadColumn = Pick<Column<never>, 'label' | 'srOnly' | 'className' | 'headClassName'>;

/** A table's header row from its columns. */
export function TableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead className="border-zinc-200/80 border-b bg-zinc-50/80 dark:border-white/10 dark:bg-white/[0.02]">
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={clsx(HEAD, column.className, column.headClassName)}>
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One item's cells, column by column. */
export function TableCells<T>({ columns, item }: { columns: readonly Column<T>[]; item: T }) {
  return columns.map((column) => (
    <td
      key={column.label}
      className={clsx(CELL, column.className, column.cellClassName)}
      title={column.title?.(item)}
    >
      {column.cell(item)}
    </td>
  ));
}

/** The classes of a back office table's body and of its rows. */
export const BODY = 'divide-y divide-zinc-200/70 dark:divide-white/5';
export const ROW = 'transition-colors hover:bg-zinc-50/70 dark:hover:bg-white/[0.02]';

type ResponsiveTableProps<T extends { id: string }> = {
  items: readonly T[];
  /** The table's min-width class, e.g. 'min-w-[860px]'; narrower panes scroll it sideways. */
  minWidth: string;
  columns: readonly Column<T>[];
  /** One item's card content on phones; without it the table shows at every width and scrolls. */
  card?: (item: T) => ReactNode;
};

/** A back office list: a table from md up, a stack of cards on phones. */
export function ResponsiveTable<T extends { id: string }>({
  items,
  minWidth,
  columns,
  card,
}: ResponsiveTableProps<T>) {
  return (
    <>
      <div className={clsx('overflow-x-auto', card && 'hidden md:block')}>
        <table className={clsx('w-full', minWidth, 'border-collapse')}>
          <TableHead columns={columns} />
          <tbody className={BODY}>
            {items.map((item) => (
              <tr key={item.id} className={ROW}>
                <TableCells columns={columns} item={item} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {card && (
        <ul className="divide-y divide-zinc-200/70 md:hidden dark:divide-white/5">
          {items.map((item) => (
            <li key={item.id} className="space-y-3 p-4">
              {card(item)}
            </li>
          ))}
        </ul>
      )}
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
