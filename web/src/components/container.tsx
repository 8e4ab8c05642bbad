import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/** Centres content at the site's reading width with responsive side padding. */
export function Container({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-6 lg:px-8', className)} {...props} />;
}

/**
 * A home-page section: an anchor target that lands just below the sticky header (the page's
 * scroll padding in styles.css is the header's height).
 */
export function Section({ className, ...props }: ComponentPropsWithRef<'section'>) {
  return <section className={cn('relative focus:outline-none', className)} {...props} />;
}

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
};

/** Eyebrow, title and lede over a section; `id` names the section through aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <p className="font-semibold text-indigo-600 text-sm uppercase tracking-[0.18em] dark:text-indigo-400">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-3 text-balance font-semibold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {description && (
        <p className="mt-4 text-pretty text-lg text-zinc-600 leading-relaxed dark:text-zinc-400">
          {description}
        </p>
      )}
    </div>
  );
}
