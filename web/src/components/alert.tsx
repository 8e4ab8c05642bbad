import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, string> = {
  error:
    'border-rose-200 bg-rose-50 text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200',
  info: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-200',
};

const ICONS = { error: CircleExclamationPoint, success: CircleCheck, info: Info } as const;

type AlertProps = {
  tone?: AlertTone;
  children: ReactNode;
  title?: string;
  onDismiss?: () => void;
  className?: string;
};

/** A banner; errors are announced at once (role=alert), the rest politely (role=status). */
export function Alert({ tone = 'info', children, title, onDismiss, className }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm', TONES[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div className={cn(title && 'mt-0.5')}>{children}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 rounded-full p-1 opacity-70 transition-opacity hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
