import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowUpRight,
  FolderKanban,
  Megaphone,
  Minus,
  Newspaper,
  ShoppingBag,
  Sparkles,
  TrendingDown,
  TrendingUp,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { ActivityEntry, ActivityKind } from '../../api/admin-summary';
import { Card } from '../../components/card';
import { Skeleton, SkeletonMedia } from '../../components/spinner';
import { formatRelative } from '../shared/format';
import type { BreakdownEntry, GrowthView } from './dashboard-data';

export function Panel({
  title,
  description,
  action,
  children,
  className,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card className={clsx('flex min-w-0 flex-col p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="font-semibold text-base text-zinc-950 dark:text-white">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{description}</p>}
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

export type StatCardProps = {
  label: string;
  value: string | null;
  icon: LucideIcon;
  tone: 'indigo' | 'violet' | 'sky' | 'emerald';
  note: ReactNode;
  loading: boolean;
};

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  violet: 'bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-300',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
} as const;

export function StatCard({ label, value, icon: Icon, tone, note, loading }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-sm text-zinc-500 dark:text-zinc-400">{label}</p>
          {loading ? (
            <Skeleton className="mt-2 h-8 w-20" />
          ) : (
            <p className="mt-1.5 font-semibold text-3xl text-zinc-950 tabular-nums tracking-tight dark:text-white">
              {value ?? '—'}
            </p>
          )}
        </div>
        <span className={clsx('grid size-11 shrink-0 place-items-center rounded-2xl', TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <div className="mt-4 text-sm text-zinc-500 dark:text-zinc-400">{note}</div>
    </Card>
  );
}

const TRENDS = {
  up: {
    icon: TrendingUp,
    tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  },
  down: { icon: TrendingDown, tone: 'bg-rose-50 text-rose-700 dark:bg-rose-500/10 dark:text-rose-300' },
  flat: { icon: Minus, tone: 'bg-zinc-100 text-zinc-700 dark:bg-white/10 dark:text-zinc-300' },
} as const;

/** The subscribers' real change over 30 days (see `subscriberGrowth`), as a badge and its period. */
export function GrowthNote({ growth }: { growth: GrowthView }) {
  const { icon: Icon, tone } = TRENDS[growth.trend];
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={clsx('inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium text-xs', tone)}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {growth.label}
      </span>
      {growth.note}
    </span>
  );
}

const ACTIVITY: Record<ActivityKind, { label: string; icon: LucideIcon; tone: string }> = {
  skill: { label: 'New skill added', icon: Sparkles, tone: TONES.indigo },
  project: { label: 'New project added', icon: FolderKanban, tone: TONES.violet },
  post: { label: 'New blog post', icon: Newspaper, tone: TONES.sky },
  promotion: { label: 'New promotion', icon: Megaphone, tone: TONES.emerald },
  product: { label: 'New product added', icon: ShoppingBag, tone: TONES.indigo },
};

export function ActivityList({ entries, loading }: { entries: ActivityEntry[]; loading: boolean }) {
  if (loading) {
    return (
      <ul className="space-y-4" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <li key={key} className="flex items-center gap-3">
            <SkeletonMedia icon="size-10 rounded-2xl" lines={['h-3.5 w-2/3', 'h-3 w-1/3']} />
          </li>
        ))}
      </ul>
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyNote>
        No activity yet. New skills, projects, posts, promotions and products show up here.
      </EmptyNote>
    );
  }
  return (
    <ul className="space-y-4">
      {entries.map((entry) => {
        const { label, icon: Icon, tone } = ACTIVITY[entry.type];
        return (
          <li key={`${entry.type}:${entry.id}`} className="flex items-center gap-3">
            <span className={clsx('grid size-10 shrink-0 place-items-center rounded-2xl', tone)}>
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-sm text-zinc-900 dark:text-zinc-100">{entry.title}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {label}
                {` · ${formatRelative(entry.created_at)}`}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const BAR_COLOURS = ['bg-indigo-500', 'bg-violet-500', 'bg-sky-500', 'bg-emerald-500'];

export function Breakdown({ entries, loading }: { entries: BreakdownEntry[]; loading: boolean }) {
  if (loading) {
    return (
      <div className="space-y-5" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className="space-y-2">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-2 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (entries.length === 0) return <EmptyNote>No content yet.</EmptyNote>;
  return (
    <ul className="space-y-5">
      {entries.map((entry, index) => (
        <li key={entry.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{entry.label}</span>
            <span className="text-zinc-500 tabular-nums dark:text-zinc-400">
              {entry.count} ·{' '}
              <span className="font-semibold text-zinc-900 dark:text-white">{entry.percent}%</span>
            </span>
          </div>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-white/10"
            aria-hidden="true"
          >
            <div
              className={clsx('h-full rounded-full', BAR_COLOURS[index % BAR_COLOURS.length])}
              style={{ width: `${entry.percent}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="grid flex-1 place-items-center rounded-2xl border border-zinc-300 border-dashed px-4 py-8 text-center text-sm text-zinc-500 dark:border-white/15 dark:text-zinc-400">
      {children}
    </p>
  );
}

export function QuickLinkCard({
  icon: Icon,
  label,
  description,
}: {
  icon: LucideIcon;
  label: string;
  description: string;
}) {
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-zinc-100 text-zinc-700 transition-colors group-hover:bg-indigo-600 group-hover:text-white dark:bg-white/10 dark:text-zinc-200">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-sm text-zinc-900 dark:text-zinc-100">{label}</span>
        <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">{description}</span>
      </span>
      <ArrowUpRight
        aria-hidden="true"
        className="size-4 shrink-0 text-zinc-400 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
      />
    </>
  );
}
