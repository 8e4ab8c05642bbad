import type { ReactNode } from 'react';
import { StatusCard, type StatusOutcome } from '../shared/status-card';

export type PaymentTone = Exclude<StatusOutcome, 'mail'>;

type PaymentStatusCardProps = {
  tone: PaymentTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The frame of the payment return page: an icon for the outcome, the heading, details, ways on. */
export function PaymentStatusCard({ tone, title, children, actions }: PaymentStatusCardProps) {
  return (
    <StatusCard outcome={tone} title={title} actions={actions}>
      {children}
    </StatusCard>
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
