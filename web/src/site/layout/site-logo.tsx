import { clsx } from 'clsx';
import { Link } from 'react-router-dom';
import { SITE_OWNER } from '../../lib/site';

/** Monogram plus name; the name hides on narrow header widths via `nameClassName`. */
export function SiteLogo({ nameClassName, onClick }: { nameClassName?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="group inline-flex shrink-0 items-center gap-2.5 rounded-full"
      aria-label={`${SITE_OWNER.name}, home`}
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-indigo-500 via-violet-500 to-fuchsia-500 font-bold text-sm text-white tracking-tight shadow-md shadow-indigo-500/30 transition-transform duration-300 group-hover:-rotate-6 group-hover:scale-105"
      >
        {SITE_OWNER.monogram}
      </span>
      <span
        aria-hidden="true"
        className={clsx(
          'font-semibold text-[15px] text-zinc-950 tracking-tight dark:text-white',
          nameClassName,
        )}
      >
        {SITE_OWNER.name}
      </span>
    </Link>
  );
}
