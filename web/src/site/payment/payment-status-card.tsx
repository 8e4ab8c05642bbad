import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { cn } from '../../lib/cn';

export type PaymentTone = 'checking' | 'success' | 'pending' | 'failed';

const ICONS = { checking: LoaderCircle, success: CircleCheck, pending: Clock, failed: CircleX } as const;
const TONES: Record<PaymentTone, string> = {
  checking: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  success: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  pending: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  failed: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
};

type PaymentStatusCardProps = {
  tone: PaymentTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The frame of the payment return page: an icon for the outcome, the heading, details, ways on. */
export function PaymentStatusCard({ tone, title, children, actions }: PaymentStatusCardProps) {
  const Icon = ICONS[tone];
  return (
    <Container className="grid min-h-[60vh] place-items-center py-12 sm:py-16">
      <Card className="w-full max-w-lg p-6 text-center sm:p-10">
        <span className={cn('mx-auto grid size-14 place-items-center rounded-2xl', TONES[tone])}>
          <Icon aria-hidden="true" className={cn('size-7', tone === 'checking' && 'animate-spin')} />
        </span>
        <h1 className="mt-5 font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">{title}</h1>
        {children && <div className="mt-3 text-pretty text-zinc-600 dark:text-zinc-300">{children}</div>}
        {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
      </Card>
    </Container>
  );
}

/** One labelled line of the payment summary. */
export function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="min-w-0 break-all text-right font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {value}
      </dd>
    </div>
  );
}
