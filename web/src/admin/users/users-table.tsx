import { clsx } from 'clsx';
import { BadgeCheck, BadgeX, KeyRound, Lock, LockOpen, Pencil, Trash } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserView } from '../../api/auth';
import { isLocked } from '../../api/users';
import { Badge, type BadgeTone } from '../../components/badge';
import { IconButton } from '../../components/icon-button';
import { formatDate, formatDateTime, formatRelative } from '../shared/format';
import { ROLE_LABELS } from '../shared/roles';
import { ResponsiveTable } from '../shared/table';
import { TableSkeleton } from '../shared/table-skeleton';
import { UserAvatar } from '../shared/user-avatar';

export type UserAction = 'edit' | 'password' | 'verify' | 'unlock' | 'delete';

type UsersTableProps = {
  users: UserView[];
  currentUserId?: string;
  /** Rows with a call in flight: their buttons wait. */
  busyIds: ReadonlySet<string>;
  onAction: (action: UserAction, user: UserView) => void;
};

const ROLE_TONES: Record<UserView['role'], BadgeTone> = {
  admin: 'accent',
  moderator: 'info',
  user: 'neutral',
};

function Identity({ user, isSelf }: { user: UserView; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} />
      <div className="min-w-0">
        <p className="flex items-center gap-2 truncate font-medium text-zinc-950 dark:text-white">
          <span className="truncate">{user.name}</span>
          {isSelf && <Badge tone="accent">You</Badge>}
        </p>
        <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">{user.email}</p>
      </div>
    </div>
  );
}

function VerifiedBadge({ user }: { user: UserView }) {
  return user.is_verified ? (
    <Badge tone="success">
      <BadgeCheck aria-hidden="true" />
      Verified
    </Badge>
  ) : (
    <Badge tone="warning">Unverified</Badge>
  );
}

function LockState({ user }: { user: UserView }) {
  if (!isLocked(user)) return <span className="text-sm text-zinc-500 dark:text-zinc-400">Active</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone="danger">
        <Lock aria-hidden="true" />
        Locked
      </Badge>
      <span className="text-xs text-zinc-500 dark:text-zinc-400">
        until {formatDateTime(user.account_locked_until)}
      </span>
    </span>
  );
}

/** Why an admin may not do these to their own account (the server refuses them too). */
export const SELF_BLOCKED: Partial<Record<UserAction, string>> = {
  verify: 'You cannot change the verification of your own account',
  delete: 'You cannot delete your own account',
};

function Actions({
  user,
  isSelf,
  busy,
  onAction,
}: {
  user: UserView;
  isSelf: boolean;
  busy: boolean;
  onAction: UsersTableProps['onAction'];
}) {
  const button = (action: UserAction, label: string, icon: ReactNode, className?: string) => {
    const blocked = isSelf ? SELF_BLOCKED[action] : undefined;
    // aria-disabled rather than disabled: the button stays hoverable and focusable, so its title
    // (the reason) shows as a tooltip and is read out.
    return (
      <IconButton
        label={label}
        title={blocked ?? label}
        aria-disabled={blocked ? true : undefined}
        onClick={blocked ? undefined : () => onAction(action, user)}
        disabled={busy}
        className={clsx('size-9', className, blocked && 'cursor-not-allowed opacity-40 hover:bg-transparent')}
      >
        {icon}
      </IconButton>
    );
  };
  return (
    <div className="flex items-center justify-end gap-0.5 [&_svg]:size-4.5">
      {button('edit', `Edit ${user.name}`, <Pencil aria-hidden="true" />)}
      {button('password', `Change password of ${user.name}`, <KeyRound aria-hidden="true" />)}
      {button(
        'verify',
        user.is_verified ? `Mark ${user.name} unverified` : `Mark ${user.name} verified`,
        user.is_verified ? <BadgeX aria-hidden="true" /> : <BadgeCheck aria-hidden="true" />,
      )}
      {isLocked(user) &&
        button(
          'unlock',
          `Unlock ${user.name}`,
          <LockOpen aria-hidden="true" />,
          'text-amber-600 dark:text-amber-400',
        )}
      {button(
        'delete',
        `Delete ${user.name}`,
        <Trash aria-hidden="true" />,
        'hover:text-rose-600 dark:hover:text-rose-400',
      )}
    </div>
  );
}

/** Users as a table on wide screens and as cards on phones. */
export function UsersTable({ users, currentUserId, busyIds, onAction }: UsersTableProps) {
  const actions = (user: UserView) => (
    <Actions user={user} isSelf={user.id === currentUserId} busy={busyIds.has(user.id)} onAction={onAction} />
  );
  return (
    <ResponsiveTable
      items={users}
      // Phone and Created give way below 2xl so the actions stay in view beside the sidebar.
      minWidth="min-w-[820px]"
      columns={[
        {
          label: 'User',
          cellClassName: 'max-w-64',
          cell: (user) => <Identity user={user} isSelf={user.id === currentUserId} />,
        },
        {
          label: 'Phone',
          className: 'hidden 2xl:table-cell',
          cellClassName: 'whitespace-nowrap',
          cell: (user) => user.phone || <span className="text-zinc-400">—</span>,
        },
        {
          label: 'Role',
          cell: (user) => <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>,
        },
        { label: 'Verified', cell: (user) => <VerifiedBadge user={user} /> },
        { label: 'Status', cell: (user) => <LockState user={user} /> },
        {
          label: 'Last login',
          cellClassName: 'whitespace-nowrap',
          title: (user) => formatDateTime(user.last_login, 'Never'),
          cell: (user) => formatRelative(user.last_login, new Date(), 'Never'),
        },
        {
          label: 'Created',
          className: 'hidden 2xl:table-cell',
          cellClassName: 'whitespace-nowrap',
          cell: (user) => formatDate(user.created_at),
        },
        { label: 'Actions', srOnly: true, headClassName: 'text-right', cellClassName: 'py-2', cell: actions },
      ]}
      card={(user) => (
        <>
          <Identity user={user} isSelf={user.id === currentUserId} />
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
            <VerifiedBadge user={user} />
            {isLocked(user) && (
              <Badge tone="danger">
                <Lock aria-hidden="true" />
                Locked
              </Badge>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">Phone</dt>
              <dd className="text-zinc-800 dark:text-zinc-200">{user.phone || '—'}</dd>
            </div>
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">Last login</dt>
              <dd className="text-zinc-800 dark:text-zinc-200">
                {formatRelative(user.last_login, new Date(), 'Never')}
              </dd>
            </div>
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">Created</dt>
              <dd className="text-zinc-800 dark:text-zinc-200">{formatDate(user.created_at)}</dd>
            </div>
          </dl>
          {actions(user)}
        </>
      )}
    />
  );
}

/** The users table while the first page loads. */
export function UsersTableSkeleton() {
  return (
    <TableSkeleton
      label="Loading users"
      rows={6}
      shape={[
        'size-9 shrink-0 rounded-full',
        ['w-40', 'w-56'],
        'hidden h-5 w-20 rounded-full md:block',
        'hidden h-5 w-20 rounded-full md:block',
        'hidden h-4 w-24 lg:block',
        'h-8 w-28 rounded-full',
      ]}
    />
  );
}
