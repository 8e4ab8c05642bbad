import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

type SpinnerProps = {
  size?: keyof typeof SIZES;
  /** Announced to screen readers; pass '' when a surrounding element already says it is busy. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label = 'Loading…', className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('animate-spin', SIZES[size], className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A grey placeholder block with a pulse, for loading layouts; size it with classes. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-xl bg-zinc-200/80 dark:bg-white/10', className)}
    />
  );
}

/** A placeholder icon with two lines of text beside it (the classes size each piece). */
export function SkeletonMedia({ icon, lines }: { icon: string; lines: [string, string] }) {
  return (
    <>
      <Skeleton className={icon} />
      <div className="flex-1 space-y-2">
        <Skeleton className={lines[0]} />
        <Skeleton className={lines[1]} />
      </div>
    </>
  );
}
