import { clsx } from 'clsx';
import { useState } from 'react';
import { createFloatingCircles, type FloatingCircle } from './floating-circles';

/**
 * Decorative drifting circles, placed at random by the server's render (the About section is
 * never hydrated, issue 30: the page keeps the places it was rendered with) and moved by CSS.
 */
export function FloatingCirclesBackdrop() {
  const [circles] = useState<FloatingCircle[]>(createFloatingCircles);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden mask-[linear-gradient(to_bottom,transparent,black_20%,black_80%,transparent)]"
    >
      {circles.map((circle) => (
        <span
          key={circle.size}
          className={clsx(
            'absolute -translate-x-1/2 -translate-y-1/2 rounded-full bg-linear-to-br opacity-25 blur-2xl motion-safe:animate-float dark:opacity-20',
            circle.gradient,
          )}
          style={{
            top: `${circle.top}%`,
            left: `${circle.left}%`,
            width: circle.size,
            height: circle.size,
            animationDelay: `${circle.delay}s`,
            animationDuration: `${circle.duration}s`,
          }}
        />
      ))}
    </div>
  );
}
