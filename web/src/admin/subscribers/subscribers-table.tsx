import { Trash, UserMinus } from 'lucide-react';
import type { Subscriber } from '../../api/subscribers';
import { Badge } from '../../components/badge';
import { IconButton } from '../../components/icon-button';
import { formatDate } from '../shared/format';
import { ResponsiveTable } from '../shared/table';
import { TableSkeleton } from '../shared/table-skeleton';
import { STATE_LABELS, STATE_TONES, subscriberState } from './subscriber-status';

export type SubscriberAction = 'unsubscribe' | 'delete';

type SubscribersTableProps = {
  subscribers: readonly Subscriber[];
  busyIds: ReadonlySet<string>;
  onAction: (action: SubscriberAction, subscriber: Subscriber) => void;
};

function StatusBadge({ subscriber }: { subscriber: Subscriber }) {
  const state = subscriberState(subscriber);
  return <Badge tone={STATE_TONES[state]}>{STATE_LABELS[state]}</Badge>;
}

/** The row's buttons; someone already unsubscribed has nothing to leave. */
const ACTIONS = [
  {
    action: 'unsubscribe',
    verb: 'Unsubscribe',
    icon: UserMinus,
    hover: 'hover:text-amber-600 dark:hover:text-amber-400',
  },
  { action: 'delete', verb: 'Delete', icon: Trash, hover: 'hover:text-rose-600 dark:hover:text-rose-400' },
] as const;

function Actions({
  subscriber,
  busy,
  onAction,
}: { subscriber: Subscriber; busy: boolean } & Pick<SubscribersTableProps, 'onAction'>) {
  const shown = ACTIONS.filter(({ action }) => action === 'delete' || subscriber.is_active);
  return (
    <div className="flex items-center justify-end gap-0.5 [&_svg]:size-4.5">
      {shown.map(({ action, verb, icon: Icon, hover }) => (
        <IconButton
          key={action}
          label={`${verb} ${subscriber.email}`}
          onClick={() => onAction(action, subscriber)}
          disabled={busy}
          className={`size-9 ${hover}`}
        >
          <Icon aria-hidden="true" />
        </IconButton>
      ))}
    </div>
  );
}

const nameOf = (subscriber: Subscriber) => subscriber.name || '—';

/** Subscribers as a table from md up and as cards on phones: email, name, status, date, actions. */
export function SubscribersTable({ subscribers, busyIds, onAction }: SubscribersTableProps) {
  const actions = (subscriber: Subscriber) => (
    <Actions subscriber={subscriber} busy={busyIds.has(subscriber.id)} onAction={onAction} />
  );
  return (
    <ResponsiveTable
      items={subscribers}
      minWidth="min-w-[680px]"
      columns={[
        {
          label: 'Email',
          cellClassName: 'max-w-72 truncate font-medium text-zinc-950 dark:text-white',
          cell: (subscriber) => subscriber.email,
        },
        { label: 'Name', cellClassName: 'max-w-48 truncate', cell: nameOf },
        { label: 'Status', cell: (subscriber) => <StatusBadge subscriber={subscriber} /> },
        {
          label: 'Subscribed',
          cellClassName: 'whitespace-nowrap',
          cell: (subscriber) => formatDate(subscriber.subscription_date),
        },
        { label: 'Actions', srOnly: true, headClassName: 'text-right', cellClassName: 'py-2', cell: actions },
      ]}
      card={(subscriber) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-zinc-950 dark:text-white">{subscriber.email}</p>
              <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">{nameOf(subscriber)}</p>
            </div>
            <StatusBadge subscriber={subscriber} />
          </div>
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              Subscribed {formatDate(subscriber.subscription_date)}
            </p>
            {actions(subscriber)}
          </div>
        </>
      )}
    />
  );
}

/** The table while the first answer loads. */
export function SubscribersTableSkeleton() {
  return (
    <TableSkeleton
      label="Loading subscribers"
      rows={6}
      shape={[
        ['w-48', 'w-28 md:hidden'],
        'hidden h-3.5 w-28 md:block',
        'h-5 w-20 rounded-full',
        'hidden h-3.5 w-24 md:block',
        'h-8 w-16 rounded-full',
      ]}
    />
  );
}
