import { cn } from '../lib/cn';

type StatusToggleProps = {
  active: boolean;
  /** Names what is toggled, e.g. the link's name: 'Deactivate GitHub'. */
  subject: string;
  onToggle: () => void;
  busy?: boolean;
};

/** The clickable Active/Inactive pill (spec section 4: the status badge toggles the flag). */
export function StatusToggle({ active, subject, onToggle, busy = false }: StatusToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={busy}
      aria-pressed={active}
      title={active ? `Deactivate ${subject}` : `Activate ${subject}`}
      aria-label={`${active ? 'Active' : 'Inactive'}: ${active ? 'deactivate' : 'activate'} ${subject}`}
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-medium text-xs ring-1 ring-inset transition-[background-color,opacity] focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-60',
        active
          ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 hover:bg-emerald-100 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25 dark:hover:bg-emerald-500/20'
          : 'bg-zinc-100 text-zinc-600 ring-zinc-500/20 hover:bg-zinc-200 dark:bg-white/10 dark:text-zinc-300 dark:ring-white/15 dark:hover:bg-white/15',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', active ? 'bg-emerald-500' : 'bg-zinc-400')}
      />
      {active ? 'Active' : 'Inactive'}
    </button>
  );
}
