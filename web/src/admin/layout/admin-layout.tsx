import { clsx } from 'clsx';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { readStoredAdminUser, useProfileQuery, useSignOut } from '../../api/auth';
import { Backdrop } from '../../components/backdrop';
import { IconButton } from '../../components/icon-button';
import { PageTitle } from '../../components/page-title';
import { ADMIN_THEME_STORAGE_KEY } from '../../components/theme/theme';
import { ThemeProvider } from '../../components/theme/theme-provider';
import { ThemeToggle } from '../../components/theme/theme-toggle';
import { readAdminToken } from '../../lib/api-client';
import { BackToSiteLink } from '../shared/back-to-site';
import { PageSkeleton } from '../shared/page-skeleton';
import { adminTitle } from './admin-nav';
import { AdminSidebar } from './admin-sidebar';
import { AdminUserMenu } from './admin-user-menu';
import { useSessionExpiry } from './use-session-expiry';

/** The back office's own light/dark choice, stored under 'admin-theme'. */
function AdminThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider storageKey={ADMIN_THEME_STORAGE_KEY}>{children}</ThemeProvider>;
}

/** Frame of the sign-in page: the admin theme, no shell and no guard. */
export function AdminAuthLayout() {
  return (
    <AdminThemeScope>
      <PageTitle />
      <Outlet />
    </AdminThemeScope>
  );
}

/** Frame of every other admin page: the token guard, then the shell. */
export function AdminLayout() {
  if (!readAdminToken()) return <Navigate to="/admin/login" replace />;
  return (
    <AdminThemeScope>
      <PageTitle />
      <AdminShell />
    </AdminThemeScope>
  );
}

function MobileDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a,button')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <Backdrop onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        className="absolute inset-y-0 left-0 w-72 max-w-[85vw] border-zinc-200/80 border-r bg-white shadow-2xl dark:border-white/10 dark:bg-zinc-900"
      >
        <IconButton label="Close navigation" onClick={onClose} className="absolute top-3 right-3 z-10">
          <X aria-hidden="true" />
        </IconButton>
        {children}
      </div>
    </div>
  );
}

function AdminShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const expire = useSessionExpiry();
  const signOut = useSignOut();
  const profile = useProfileQuery();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [storedUser] = useState(readStoredAdminUser);
  const user = profile.data ?? storedUser;
  const title = adminTitle(pathname);

  // Spec section 4: a rejected profile fetch ends the session.
  useEffect(() => {
    if (profile.isError) expire();
  }, [profile.isError, expire]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  async function onSignOut() {
    await signOut();
    navigate('/admin/login', { replace: true });
  }

  return (
    <div className="min-h-dvh bg-zinc-50 dark:bg-zinc-950">
      <a
        href="#admin-main"
        className="sr-only rounded-full bg-indigo-600 font-medium text-sm text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-4 focus:z-[60] focus:px-4 focus:py-2"
      >
        Skip to content
      </a>

      <aside
        className={clsx(
          'fixed inset-y-0 left-0 z-30 hidden border-zinc-200/80 border-r bg-white/90 backdrop-blur-xl transition-[width] duration-300 lg:block dark:border-white/10 dark:bg-zinc-900/80',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <AdminSidebar collapsed={collapsed} user={user} />
      </aside>

      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <AdminSidebar collapsed={false} user={user} onNavigate={() => setDrawerOpen(false)} />
      </MobileDrawer>

      <div
        className={clsx(
          'flex min-h-dvh flex-col transition-[padding] duration-300',
          collapsed ? 'lg:pl-20' : 'lg:pl-64',
        )}
      >
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-zinc-200/80 border-b bg-white/80 px-3 backdrop-blur-xl sm:px-5 dark:border-white/10 dark:bg-zinc-950/70">
          <IconButton label="Open navigation" onClick={() => setDrawerOpen(true)} className="lg:hidden">
            <Menu aria-hidden="true" />
          </IconButton>
          <IconButton
            label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-pressed={collapsed}
            onClick={() => setCollapsed((value) => !value)}
            className="max-lg:hidden"
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </IconButton>
          <h1 className="min-w-0 flex-1 truncate font-semibold text-lg text-zinc-950 dark:text-white">
            {title}
          </h1>
          <BackToSiteLink className="hidden md:inline-flex" />
          <ThemeToggle />
          <AdminUserMenu user={user} onSignOut={onSignOut} />
        </header>

        <main
          id="admin-main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto w-full max-w-7xl">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
