import { clsx } from 'clsx';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserView } from '../../api/auth';
import { UserAvatar } from '../shared/user-avatar';

type AdminUserMenuProps = { user: UserView | null; onSignOut: () => void };

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-zinc-700 outline-none transition-colors hover:bg-zinc-900/5 focus-visible:bg-zinc-900/5 dark:text-zinc-200 dark:focus-visible:bg-white/10 dark:hover:bg-white/10 [&_svg]:size-4 [&_svg]:shrink-0';

/** The menu's links, in their order. */
const LINKS = [
  { to: '/admin/profile', label: 'Your Profile', icon: UserRound },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
] as const;

/** The header's account menu: Your Profile, Settings (the site settings page) and Sign out. */
export function AdminUserMenu({ user, onSignOut }: AdminUserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(refocus = true) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items[items.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label="Account menu"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-full p-1 pr-2 transition-colors hover:bg-zinc-900/5 dark:hover:bg-white/10"
      >
        <UserAvatar user={user} className="size-8" />
        <span className="hidden max-w-36 truncate font-medium text-sm text-zinc-800 md:block dark:text-zinc-200">
          {user?.name ?? ''}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 text-zinc-500 transition-transform', open && 'rotate-180')}
        />
      </button>

      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-60 origin-top-right rounded-2xl border border-zinc-200/80 bg-white p-1.5 shadow-xl shadow-zinc-900/10 dark:border-white/10 dark:bg-zinc-900 dark:shadow-black/40"
        >
          {user && (
            <div className="px-3 pt-2 pb-2.5">
              <p className="truncate font-medium text-sm text-zinc-950 dark:text-white">{user.name}</p>
              <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{user.email}</p>
            </div>
          )}
          <div className="border-zinc-200/80 border-t pt-1.5 dark:border-white/10">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                role="menuitem"
                tabIndex={-1}
                className={ITEM}
                onClick={() => close(false)}
              >
                <Icon aria-hidden="true" />
                {label}
              </Link>
            ))}
          </div>
          <div className="mt-1.5 border-zinc-200/80 border-t pt-1.5 dark:border-white/10">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={clsx(ITEM, 'text-rose-600 dark:text-rose-400')}
              onClick={() => {
                close(false);
                onSignOut();
              }}
            >
              <LogOut aria-hidden="true" />
              Sign out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
