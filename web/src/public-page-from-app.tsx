import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { buttonClasses } from './components/button';

/**
 * A public page inside the back office's app. Moving to one (the admin's "Back to site") loads it
 * from the server, which renders it. Arriving at one means the server answered with the bare app
 * instead (its render failed, or one address asked for too many at once): the page offers to try
 * again rather than loading itself in a loop.
 */
export function PublicPageFromApp() {
  const { pathname, search, hash } = useLocation();
  const arrival = useRef(`${window.location.pathname}${window.location.search}`);
  const target = `${pathname}${search}`;
  const moved = target !== arrival.current;
  useEffect(() => {
    if (moved) window.location.assign(`${target}${hash}`);
  }, [moved, target, hash]);
  if (moved) return null;
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="max-w-md">
        <h1 className="font-semibold text-3xl text-zinc-950 tracking-tight dark:text-white">
          This page is busy
        </h1>
        <p className="mt-4 text-zinc-600 dark:text-zinc-400">
          It could not be shown just now. Please try again.
        </p>
        <a href={`${target}${hash}`} className={buttonClasses({}, 'mt-8')}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </a>
      </div>
    </main>
  );
}
