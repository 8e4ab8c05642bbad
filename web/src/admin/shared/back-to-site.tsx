import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';

/** The header's 'Back to Website' link (the login page's and the back office's). */
export function BackToSiteLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-2 font-medium text-sm text-zinc-600 transition-colors hover:bg-zinc-900/5 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Website
    </Link>
  );
}
