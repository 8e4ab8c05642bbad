import {
  ChartLine,
  CreditCard,
  FileInput,
  FolderKanban,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Megaphone,
  MessagesSquare,
  Newspaper,
  Share2,
  ShoppingBag,
  Signpost,
  Sparkles,
  TicketPercent,
  UserRound,
  Users,
} from 'lucide-react';

export type AdminNavItem = { path: string; label: string; icon: LucideIcon };

/** The sidebar, in the spec's order (section 2, Shell), with Analytics after the dashboard. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  // Beyond the spec: the owner's analytics (issue 31).
  { path: '/admin/analytics', label: 'Analytics', icon: ChartLine },
  { path: '/admin/users', label: 'Users', icon: Users },
  { path: '/admin/skills', label: 'Skills', icon: Sparkles },
  { path: '/admin/projects', label: 'Projects', icon: FolderKanban },
  { path: '/admin/blogs', label: 'Blogs', icon: Newspaper },
  // Beyond the spec: the comment queue (issue 33).
  { path: '/admin/comments', label: 'Comments', icon: MessagesSquare },
  { path: '/admin/shop', label: 'Shop', icon: ShoppingBag },
  // Beyond the spec: the shop's discount codes (issue 32).
  { path: '/admin/discounts', label: 'Discounts', icon: TicketPercent },
  // Beyond the spec: imports, the export and redirects (issue 34).
  { path: '/admin/import', label: 'Import & export', icon: FileInput },
  { path: '/admin/redirects', label: 'Redirects', icon: Signpost },
  { path: '/admin/social-links', label: 'Social Links', icon: Share2 },
  { path: '/admin/promotions', label: 'Promotions', icon: Megaphone },
  { path: '/admin/pesapal-transactions', label: 'Transactions', icon: CreditCard },
  { path: '/admin/subscribers', label: 'Subscribers', icon: Mail },
];

/** The server-rendered job-queue dashboard (a plain link: it is not part of this app). */
export const QUEUES_PATH = '/admin/queues';

const EXTRA_TITLES: Record<string, string> = {
  '/admin/profile': 'Your Profile',
  '/admin/socials': 'Social Links',
  '/admin/social-links-debug': 'Social Links Debug',
  '/admin/settings': 'Settings',
};

export const PROFILE_ICON = UserRound;

/** The header title for a path (spec: the title follows the current route). */
export function adminTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_NAV.find((item) => item.path === path)?.label ?? EXTRA_TITLES[path] ?? 'Admin Portal';
}
