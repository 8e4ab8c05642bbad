import type { LucideIcon } from 'lucide-react';
import { ArrowLeft, Check, CreditCard, Hammer } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';

export type ComingSoonScreen = 'transactions';

type ScreenPlan = { title: string; icon: LucideIcon; summary: string; features: readonly string[] };

/** What each screen will hold once its module lands (admin spec section 2). */
export const COMING_SOON: Record<ComingSoonScreen, ScreenPlan> = {
  transactions: {
    title: 'Transactions',
    icon: CreditCard,
    summary: 'Follow every payment made through Pesapal.',
    features: [
      'Totals: transactions, completed, pending and revenue',
      'Filters by status, date range and free-text search',
      'Expandable details: customer, method, items and downloads',
    ],
  },
};

/** An admin screen whose module has not landed yet: in the frame, saying what it will hold. */
export function ComingSoonPage({ screen }: { screen: ComingSoonScreen }) {
  const { title, icon: Icon, summary, features } = COMING_SOON[screen];
  const headingId = useId();
  return (
    <Card className="mx-auto max-w-2xl overflow-hidden">
      <section aria-labelledby={headingId} className="relative p-6 sm:p-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-linear-to-br from-indigo-500/15 to-violet-500/15 blur-2xl"
        />
        <div className="relative flex flex-col items-start gap-5">
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <Badge tone="warning">
              <Hammer aria-hidden="true" />
              Not built yet
            </Badge>
          </div>
          <div>
            <h2
              id={headingId}
              className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white"
            >
              {title} is on its way
            </h2>
            <p className="mt-2 text-pretty text-zinc-600 dark:text-zinc-400">
              {summary} This screen arrives with its module; here is what it will hold:
            </p>
          </div>
          <ul className="grid w-full gap-2.5">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-sm text-zinc-700 dark:text-zinc-300">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
                {feature}
              </li>
            ))}
          </ul>
          <Link
            to="/admin/dashboard"
            className="inline-flex items-center gap-2 rounded-full bg-zinc-900 px-4 py-2 font-medium text-sm text-white transition-colors hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:outline-offset-2 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the dashboard
          </Link>
        </div>
      </section>
    </Card>
  );
}
