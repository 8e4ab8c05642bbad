import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/** The raised surface used for panels and cards, in both themes. */
export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-zinc-200/80 bg-white/80 shadow-xl shadow-zinc-900/5 backdrop-blur-xl dark:border-white/10 dark:bg-zinc-900/70 dark:shadow-black/30',
        className,
      )}
      {...props}
    />
  );
}
