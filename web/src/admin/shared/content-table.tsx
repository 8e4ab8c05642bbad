import type { ReactNode } from 'react';
import { StatusToggle } from '../../components/status-toggle';
import { type Column, EditDeleteActions, ResponsiveTable } from './table';

/** What a content row's controls ask of the page: its form, its delete question or a status flip. */
export type ContentAction = 'edit' | 'delete' | 'toggle';

/** What every ordered content item with an on/off switch carries. */
type ContentItem = { id: string; order_index: number; is_active: boolean };

/** What a screen hands its content table: the rows and their controls (see useContentActions). */
export type ContentRows<T> = {
  items: readonly T[];
  /** Items with a call in flight: their controls wait. */
  busyIds: ReadonlySet<string>;
  onAction: (action: ContentAction, item: T) => void;
};

type ContentTableProps<T extends ContentItem> = ContentRows<T> & {
  /** The item's own columns, between 'Order' and 'Status'; 'Actions' closes the row. */
  columns: readonly Column<T>[];
  /** The table's min-width class. */
  minWidth: string;
  /** Names the item in its controls' labels. */
  subject: (item: T) => string;
  /** The phone card's heading. */
  identity: (item: T) => ReactNode;
  /** The phone card's badges, between the order and the status. */
  badges: (item: T) => ReactNode;
  /** The phone card's link, beside the buttons. */
  link: (item: T) => ReactNode;
};

/**
 * Spec section 4's content tables: the order, the item's own cells, the status pill that toggles it
 * and the edit/delete buttons; on phones the same as a card.
 */
export function ContentTable<T extends ContentItem>({
  items,
  busyIds,
  onAction,
  columns,
  minWidth,
  subject,
  identity,
  badges,
  link,
}: ContentTableProps<T>) {
  const status = (item: T) => (
    <StatusToggle
      active={item.is_active}
      subject={subject(item)}
      busy={busyIds.has(item.id)}
      onToggle={() => onAction('toggle', item)}
    />
  );
  const actions = (item: T) => (
    <EditDeleteActions
      className="justify-end"
      subject={subject(item)}
      busy={busyIds.has(item.id)}
      onEdit={() => onAction('edit', item)}
      onDelete={() => onAction('delete', item)}
    />
  );
  return (
    <ResponsiveTable
      items={items}
      minWidth={minWidth}
      columns={[
        { label: 'Order', cellClassName: 'w-16 tabular-nums', cell: (item) => item.order_index },
        ...columns,
        { label: 'Status', cell: status },
        { label: 'Actions', headClassName: 'text-right', cellClassName: 'py-2', cell: actions },
      ]}
      card={(item) => (
        <>
          {identity(item)}
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">#{item.order_index}</span>
            {badges(item)}
            {status(item)}
          </div>
          <div className="flex items-center justify-between gap-2 text-sm">
            {link(item)}
            {actions(item)}
          </div>
        </>
      )}
    />
  );
}
