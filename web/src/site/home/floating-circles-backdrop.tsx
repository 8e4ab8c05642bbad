import { clsx } from 'clsx';
import { useLayoutEffect, useState } from 'react';
import { useHydrating } from '../../hooks/use-hydrating';
import { createFloatingCircles, type FloatingCircle } from './floating-circles';

/**
 * Decorative drifting circles; generated once per mount so they hold still across re-renders.
 * Random places cannot match between the server's HTML and the browser's hydration, so those
 * two renders have none and the browser draws its own before the first paint.
 */
export function FloatingCirclesBackdrop() {
  const hydrating = useHydrating();
  const [circles, setCircles] = useState<FloatingCircle[] | null>(() =>
    hydrating ? null : createFloatingCircles(),
  );
  useLayoutEffect(() => {
    setCircles((current) => current ?? createFloatingCircles());
  }, []);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden mask-[linear-gradient(to_bottom,transparent,black_20%,black_80%,transparent)]"
    >
      {circles?.map((circle) => (
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
