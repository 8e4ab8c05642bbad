import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

type CarouselGroupProps = Omit<ComponentPropsWithoutRef<'div'>, 'role' | 'aria-label'> & { label: string };

/** A carousel's outer box: a group announced as a carousel, named by `label`. */
export function CarouselGroup({ label, className, children, ...props }: CarouselGroupProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a region with a roledescription, not a fieldset
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx('relative', className)}
      {...props}
    >
      {children}
    </div>
  );
}
