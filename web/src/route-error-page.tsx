import { RotateCw } from 'lucide-react';
import { Link, useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from './components/button';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="max-w-md">
        <p className="font-semibold text-indigo-600 text-sm uppercase tracking-[0.18em] dark:text-indigo-400">
          Oops
        </p>
        <h1 className="mt-3 font-semibold text-3xl text-zinc-950 tracking-tight dark:text-white">
          Something went wrong
        </h1>
        <p className="mt-4 text-zinc-600 dark:text-zinc-400">
          This page hit a snag while loading. Reloading usually fixes it.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Reload
          </Button>
          <Link to="/" reloadDocument className={buttonClasses({ variant: 'outline' })}>
            Back to Home
          </Link>
        </div>
      </div>
    </main>
  );
}
