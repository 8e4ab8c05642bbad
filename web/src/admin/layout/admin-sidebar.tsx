import { clsx } from 'clsx';
import { ArrowLeft, ListChecks, ShieldCheck } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import type { UserView } from '../../api/auth';
import { Skeleton } from '../../components/spinner';
import { ROLE_LABELS } from '../shared/roles';
import { UserAvatar } from '../shared/user-avatar';
import { ADMIN_NAV, QUEUES_PATH } from './admin-nav';

type AdminSidebarProps = {
  /** Icons only (desktop, w-20); the labels stay for screen readers and tooltips. */
  collapsed: boolean;
  user: UserView | null;
  onNavigate?: () => void;
};

function itemClasses(active: boolean, collapsed: boolean): string {
  return clsx(
    'group flex items-center gap-3 rounded-xl py-2.5 font-medium text-sm transition-colors [&_svg]:size-5 [&_svg]:shrink-0',
    collapsed ? 'justify-center px-0' : 'px-3',
    active
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
      : 'text-zinc-600 hover:bg-zinc-900/5 hover:text-zinc-950 dark:text-zinc-400 dark:hover:bg-white/5 dark:hover:text-white',
  );
}

function Label({ collapsed, children }: { collapsed: boolean; children: string }) {
  return <span className={clsx(collapsed ? 'sr-only' : 'truncate')}>{children}</span>;
}

/** Brand, navigation, the job-queue link and the signed-in admin's card. */
export function AdminSidebar({ collapsed, user, onNavigate }: AdminSidebarProps) {
  return (
    <div className="flex h-full flex-col">
      <div className={clsx('flex h-16 shrink-0 items-center gap-3', collapsed ? 'justify-center' : 'px-5')}>
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-linear-to-br from-indigo-600 to-violet-600 text-white shadow-indigo-600/30 shadow-lg">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <span className={clsx(collapsed ? 'sr-only' : 'min-w-0')}>
          <span className="block truncate font-semibold text-sm text-zinc-950 dark:text-white">
            Admin Portal
          </span>
          <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">
            Administrative Dashboard
          </span>
        </span>
      </div>

      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                className={({ isActive }) => itemClasses(isActive, collapsed)}
              >
                <Icon aria-hidden="true" />
                <Label collapsed={collapsed}>{label}</Label>
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 border-zinc-200/80 border-t pt-4 dark:border-white/10">
          <a
            href={QUEUES_PATH}
            title={collapsed ? 'Job Queues' : undefined}
            className={itemClasses(false, collapsed)}
          >
            <ListChecks aria-hidden="true" />
            <Label collapsed={collapsed}>Job Queues</Label>
          </a>
          <Link
            to="/"
            onClick={onNavigate}
            title={collapsed ? 'Back to Website' : undefined}
            className={itemClasses(false, collapsed)}
          >
            <ArrowLeft aria-hidden="true" />
            <Label collapsed={collapsed}>Back to Website</Label>
          </Link>
        </div>
      </nav>

      <div className="shrink-0 border-zinc-200/80 border-t p-3 dark:border-white/10">
        <div className={clsx('flex items-center gap-3 rounded-xl p-2', collapsed && 'justify-center')}>
          {user ? (
            <>
              <UserAvatar user={user} />
              <div className={clsx(collapsed ? 'sr-only' : 'min-w-0')}>
                <p className="truncate font-medium text-sm text-zinc-950 dark:text-white">{user.name}</p>
                <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{ROLE_LABELS[user.role]}</p>
              </div>
            </>
          ) : (
            <>
              <Skeleton className="size-9 shrink-0 rounded-full" />
              {!collapsed && (
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-3.5 w-24" />
                  <Skeleton className="h-3 w-16" />
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
