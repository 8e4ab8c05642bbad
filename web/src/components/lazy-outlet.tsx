import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

/** The child route, with a large spinner in its place while a lazy page's code loads. */
export function LazyOutlet({ className }: { className: string }) {
  return (
    <Suspense
      fallback={
        <div className={cn('grid place-items-center text-indigo-600 dark:text-indigo-400', className)}>
          <Spinner size="lg" />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
