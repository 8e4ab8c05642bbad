import type { ComponentPropsWithRef } from 'react';
import { useHydrating } from '../hooks/use-hydrating';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-[color,background-color,border-color,box-shadow,transform] duration-200 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-linear-to-r from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-600/25 hover:from-indigo-500 hover:to-violet-500 hover:shadow-indigo-500/30 dark:shadow-indigo-950/40',
  secondary:
    'bg-zinc-900 text-white shadow-sm hover:bg-zinc-800 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200',
  outline:
    'border border-zinc-300 bg-white/70 text-zinc-900 shadow-sm backdrop-blur hover:border-zinc-400 hover:bg-white dark:border-white/15 dark:bg-white/5 dark:text-zinc-100 dark:hover:border-white/25 dark:hover:bg-white/10',
  danger:
    // White on rose-600 and rose-700 keeps 4.5:1 in both themes, hovered or not (rose-500 gave 3.75:1).
    'bg-rose-600 text-white shadow-lg shadow-rose-600/25 hover:bg-rose-700 dark:shadow-rose-950/40',
  ghost:
    'text-zinc-700 hover:bg-zinc-900/5 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

/** Button look for any element (links styled as buttons use this too). */
export function buttonClasses(
  { variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  className?: string,
): string {
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /**
   * A submit button whose form works as plain HTML (an `action` the server answers, as search's
   * GET /search?q=…): it stays enabled before the app runs. Every other submit button is disabled
   * in the server's HTML and while the page hydrates, as its form only works once the app handles
   * it: pressed (or Enter in a field) before that, the browser sent the form itself, a GET of the
   * page with the fields in its address (the newsletter's email in the URL, the server's log and
   * the Referer) and a reload that lost what was typed. With JavaScript off, the form's note says
   * it needs JavaScript.
   */
  submitsWithoutApp?: boolean;
};

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  submitsWithoutApp = false,
  ...props
}: ButtonProps) {
  const beforeApp = useHydrating() && type === 'submit' && !submitsWithoutApp;
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size }, className)}
      disabled={disabled || loading || beforeApp}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
