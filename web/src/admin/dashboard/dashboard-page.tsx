import {
  ArrowRight,
  FileStack,
  ListChecks,
  Mail,
  Megaphone,
  Newspaper,
  ShoppingBag,
  Sparkles,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAdminSummaryQuery } from '../../api/admin-summary';
import { useAnalyticsStatsQuery } from '../../api/analytics';
import { useProfileQuery } from '../../api/auth';
import { Skeleton } from '../../components/spinner';
import { QUEUES_PATH } from '../layout/admin-nav';
import { formatNumber } from '../shared/format';
import { ActivityList, Breakdown, EmptyNote, Panel, QuickLinkCard } from './dashboard-cards';
import { contentBreakdown } from './dashboard-data';
import { DashboardStats } from './dashboard-stats';
import { OpenProblems } from './open-problems';
import { PaymentsSummary } from './payments-summary';
import { SearchedNotFound } from './searched-not-found';

// The chart library is sizeable; it loads after the numbers are on screen.
const ViewsChart = lazy(() => import('./views-chart').then((module) => ({ default: module.ViewsChart })));

const QUICK_LINKS = [
  { to: '/admin/users', label: 'Users', description: 'Accounts and roles', icon: Users },
  { to: '/admin/skills', label: 'Skills', description: 'Proficiency and status', icon: Sparkles },
  { to: '/admin/projects', label: 'Projects', description: 'Portfolio work', icon: FileStack },
  { to: '/admin/blogs', label: 'Blog Posts', description: 'Write and publish', icon: Newspaper },
  { to: '/admin/shop', label: 'Shop', description: 'Digital products', icon: ShoppingBag },
  { to: '/admin/promotions', label: 'Promotions', description: 'Ads and offers', icon: Megaphone },
  { to: '/admin/subscribers', label: 'Subscribers', description: 'Newsletter list', icon: Mail },
] as const;

const QUICK_LINK_CLASSES =
  'group flex items-center gap-3 rounded-2xl border border-zinc-200/80 bg-white/60 p-3 transition-[border-color,box-shadow,background-color] hover:border-indigo-300 hover:bg-white hover:shadow-lg hover:shadow-indigo-500/5 dark:border-white/10 dark:bg-white/[0.03] dark:hover:border-indigo-400/40 dark:hover:bg-white/[0.06]';

function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** /admin/dashboard: visitors, views, content, subscribers, traffic, activity and content shares. */
export function DashboardPage() {
  const profile = useProfileQuery();
  const stats = useAnalyticsStatsQuery();
  const summary = useAdminSummaryQuery();
  const counts = summary.data?.counts;
  const contentLoading = summary.isPending;
  const breakdown = counts ? contentBreakdown(counts) : [];
  const analytics = stats.data;
  const name = firstName(profile.data?.name);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">
          {name ? `Welcome back, ${name}` : 'Welcome back'}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Here is how your website is doing over the last 30 days.
        </p>
      </div>

      <DashboardStats stats={stats} summary={summary} />

      {summary.data?.payments && <PaymentsSummary payments={summary.data.payments} />}

      {counts?.pending_comments ? (
        <Link
          to="/admin/comments"
          className="flex min-h-11 items-center justify-between gap-3 rounded-2xl border border-amber-300/70 bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm outline-none hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-amber-400/30 dark:bg-amber-500/10 dark:text-amber-200 dark:hover:bg-amber-500/15"
        >
          {counts.pending_comments === 1
            ? '1 comment awaiting moderation'
            : `${counts.pending_comments} comments awaiting moderation`}
          <span className="inline-flex items-center gap-1">
            Review
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </Link>
      ) : null}

      <OpenProblems />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Panel
          title="Traffic"
          description="Page views and visitors per day"
          className="xl:col-span-2"
          action={
            <Link
              to="/admin/analytics"
              className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 font-medium text-indigo-700 text-sm outline-none hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/10"
            >
              Open analytics
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          }
        >
          {stats.isPending ? (
            <Skeleton className="h-72" />
          ) : analytics && analytics.daily.length > 0 ? (
            <div
              className="h-72"
              role="img"
              aria-label="Chart of page views and visitors per day, last 30 days"
            >
              <Suspense fallback={<Skeleton className="h-72" />}>
                <ViewsChart daily={analytics.daily} />
              </Suspense>
            </div>
          ) : (
            <EmptyNote>
              {stats.isError
                ? 'Analytics are unavailable right now.'
                : 'No visits recorded in this period yet.'}
            </EmptyNote>
          )}
        </Panel>

        <Panel title="Top Pages" description="Most viewed, last 30 days">
          {stats.isPending ? (
            <div className="space-y-3" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((key) => (
                <Skeleton key={key} className="h-8" />
              ))}
            </div>
          ) : analytics && analytics.pageStats.length > 0 ? (
            <TopPages pages={analytics.pageStats.slice(0, 6)} />
          ) : (
            <EmptyNote>
              {stats.isError ? 'Analytics are unavailable right now.' : 'No page views yet.'}
            </EmptyNote>
          )}
        </Panel>
      </div>

      <Panel title="Quick Links" description="Jump straight to a section">
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={QUICK_LINK_CLASSES}>
                <QuickLinkCard icon={link.icon} label={link.label} description={link.description} />
              </Link>
            </li>
          ))}
          <li>
            <a href={QUEUES_PATH} className={QUICK_LINK_CLASSES}>
              <QuickLinkCard icon={ListChecks} label="Job Queues" description="Background work" />
            </a>
          </li>
        </ul>
      </Panel>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Real-time Activity" description="The latest changes to your content">
          <ActivityList entries={summary.data?.activity ?? []} loading={contentLoading} />
        </Panel>
        <Panel title="Content Breakdown" description="Share of each kind of content">
          <Breakdown entries={breakdown} loading={contentLoading} />
        </Panel>
      </div>

      {summary.data?.search && <SearchedNotFound queries={summary.data.search.not_found} />}
    </div>
  );
}

function TopPages({ pages }: { pages: { page_path: string; views: number }[] }) {
  const max = Math.max(...pages.map((page) => page.views), 1);
  return (
    <ol className="space-y-2.5">
      {pages.map((page) => (
        <li key={page.page_path} className="relative overflow-hidden rounded-xl px-3 py-2">
          <div
            aria-hidden="true"
            className="absolute inset-y-0 left-0 rounded-xl bg-indigo-500/10 dark:bg-indigo-400/15"
            style={{ width: `${Math.max((page.views / max) * 100, 4)}%` }}
          />
          <div className="relative flex items-center justify-between gap-3 text-sm">
            <span
              title={page.page_path}
              className="min-w-0 truncate font-mono text-zinc-800 text-xs dark:text-zinc-200"
            >
              {page.page_path}
            </span>
            <span className="shrink-0 font-medium text-zinc-900 tabular-nums dark:text-white">
              {formatNumber(page.views)}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
