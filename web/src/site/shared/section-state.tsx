import { clsx } from 'clsx';
import { RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Skeleton, Spinner } from '../../components/spinner';

type SectionErrorProps = { title: string; message: string; onRetry?: () => void; retrying?: boolean };

/** A section that could not load: the spec's title and message, and a way to try again. */
export function SectionError({ title, message, onRetry, retrying = false }: SectionErrorProps) {
  return (
    <Alert tone="error" title={title} className="mt-10">
      <p>{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
          Try again
        </Button>
      )}
    </Alert>
  );
}

type SectionEmptyProps = { title: string; children?: ReactNode; icon?: ReactNode; className?: string };

/** Nothing to show: a calm, centred note. */
export function SectionEmpty({ title, children, icon, className }: SectionEmptyProps) {
  return (
    <div
      role="status"
      className={clsx(
        'mt-10 flex flex-col items-center rounded-3xl border border-zinc-300 border-dashed px-6 py-14 text-center dark:border-white/15',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-zinc-100 text-zinc-500 dark:bg-white/5 dark:text-zinc-400 [&_svg]:size-6">
        {icon ?? <SearchX aria-hidden="true" />}
      </span>
      <p className="mt-4 font-semibold text-lg text-zinc-900 dark:text-white">{title}</p>
      {children && <p className="mt-1 max-w-md text-pretty text-zinc-600 dark:text-zinc-400">{children}</p>}
    </div>
  );
}

/** A section still loading: the spec's 'Loading …' line (announced) above its skeleton. */
export function SectionLoading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-10">
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
        <Spinner size="sm" label="" />
        {label}
      </p>
      {children}
    </div>
  );
}

// Written out whole so Tailwind sees each class.
const GRID_FROM = {
  lg: { grid: 'lg:grid-cols-3', third: 'max-lg:hidden' },
  xl: { grid: 'xl:grid-cols-3', third: 'max-xl:hidden' },
} as const;

/**
 * Three image cards' skeletons as the carousel will show them: one on a phone, two from `md`,
 * three from `threeFrom`; `lines` are the text bars under the image (Tailwind widths).
 */
export function CardGridSkeleton({
  threeFrom,
  lines,
}: {
  threeFrom: keyof typeof GRID_FROM;
  lines: string[];
}) {
  const breakpoints = GRID_FROM[threeFrom];
  return (
    <div className={clsx('mt-4 grid gap-5 md:grid-cols-2', breakpoints.grid)}>
      {['a', 'b', 'c'].map((key, index) => (
        <div
          key={key}
          className={clsx(
            'overflow-hidden rounded-3xl border border-zinc-200/80 bg-white dark:border-white/10 dark:bg-zinc-900',
            index === 1 && 'max-md:hidden',
            index === 2 && breakpoints.third,
          )}
        >
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="space-y-3 p-6">
            <Skeleton className="h-5 w-20 rounded-full" />
            {lines.map((line, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholder bars
              <Skeleton key={position} className={line} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
