import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name: icon-only buttons have no visible text. */
  label: string;
  children: ReactNode;
  variant?: 'ghost' | 'outline';
};

const VARIANTS = {
  ghost:
    'text-zinc-600 hover:bg-zinc-900/5 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white',
  outline:
    'border border-zinc-200 bg-white/70 text-zinc-700 hover:bg-white hover:text-zinc-950 dark:border-white/10 dark:bg-white/5 dark:text-zinc-200 dark:hover:bg-white/10',
} as const;

export function IconButton({
  label,
  children,
  variant = 'ghost',
  className,
  type,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
        VARIANTS[variant],
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
