import { clsx } from 'clsx';
import { RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';

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
