import { Eye, FileStack, Mail, UsersRound } from 'lucide-react';
import type { useAdminSummaryQuery } from '../../api/admin-summary';
import type { useAnalyticsStatsQuery } from '../../api/analytics';
import { formatNumber } from '../shared/format';
import { GrowthNote, StatCard, type StatCardProps } from './dashboard-cards';
import { contentItems, subscriberGrowth } from './dashboard-data';

type DashboardStatsProps = {
  stats: ReturnType<typeof useAnalyticsStatsQuery>;
  summary: ReturnType<typeof useAdminSummaryQuery>;
};

/** The four numbers along the dashboard's top: visitors and views from analytics, content and subscribers. */
export function DashboardStats({ stats, summary }: DashboardStatsProps) {
  const analytics = stats.data;
  const counts = summary.data?.counts;
  const growth = subscriberGrowth(summary.data?.subscriber_growth);
  const visits = (note: string) => ({
    loading: stats.isPending,
    note: stats.isError ? 'Analytics unavailable' : note,
  });
  // A summary that fails to load counts as empty (dashboard spec), with a note on the cards.
  const unavailable = summary.isError ? 'Counts unavailable' : undefined;
  const cards: StatCardProps[] = [
    {
      label: 'Total Visitors',
      value: analytics ? formatNumber(analytics.uniqueVisitors) : null,
      icon: UsersRound,
      tone: 'indigo',
      ...visits('Unique visitors, last 30 days'),
    },
    {
      label: 'Page Views',
      value: analytics ? formatNumber(analytics.totalViews) : null,
      icon: Eye,
      tone: 'violet',
      ...visits('All pages, last 30 days'),
    },
    {
      label: 'Content Items',
      value: formatNumber(counts ? contentItems(counts) : 0),
      icon: FileStack,
      tone: 'sky',
      loading: summary.isPending,
      note: unavailable ?? 'Skills, projects and blog posts',
    },
    {
      label: 'Subscribers',
      value: formatNumber(counts?.subscribers ?? 0),
      icon: Mail,
      tone: 'emerald',
      loading: summary.isPending,
      note: unavailable ?? (growth ? <GrowthNote growth={growth} /> : 'Verified newsletter readers'),
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </div>
  );
}
