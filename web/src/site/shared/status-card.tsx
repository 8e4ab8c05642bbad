import { CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { cn } from '../../lib/cn';

// Written out whole so Tailwind sees each class.
const TILE_TONES = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  rose: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
} as const;

export type TileTone = keyof typeof TILE_TONES;

type IconTileProps = { icon: LucideIcon; tone: TileTone; spin?: boolean; className?: string };

/** The large icon over a page's heading, on a rounded tile in the tone's colours. */
export function IconTile({ icon: Icon, tone, spin = false, className }: IconTileProps) {
  return (
    <span className={cn('grid size-14 place-items-center rounded-2xl', TILE_TONES[tone], className)}>
      <Icon aria-hidden="true" className={cn('size-7', spin && 'animate-spin')} />
    </span>
  );
}

/** Each outcome's icon and colours. */
const OUTCOMES = {
  mail: { icon: Mail, tone: 'indigo' },
  checking: { icon: LoaderCircle, tone: 'indigo', spin: true },
  success: { icon: CircleCheck, tone: 'emerald' },
  pending: { icon: Clock, tone: 'amber' },
  failed: { icon: CircleX, tone: 'rose' },
} as const satisfies Record<string, Omit<IconTileProps, 'className'>>;

export type StatusOutcome = keyof typeof OUTCOMES;

type StatusCardProps = {
  outcome: StatusOutcome;
  title: string;
  children?: ReactNode;
  /** Buttons and links under the text. */
  actions?: ReactNode;
  /** Overrides the frame's padding (the newsletter pages sit a little lower). */
  className?: string;
  cardClassName?: string;
};

/** A page that is one centred card: an icon for the outcome, the heading, details, ways on. */
export function StatusCard({ outcome, title, children, actions, className, cardClassName }: StatusCardProps) {
  return (
    <Container className={cn('grid min-h-[60vh] place-items-center py-12 sm:py-16', className)}>
      <Card className={cn('w-full max-w-lg p-6 text-center sm:p-10', cardClassName)}>
        <IconTile {...OUTCOMES[outcome]} className="mx-auto" />
        <h1 className="mt-5 font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">{title}</h1>
        {children && <div className="mt-3 text-pretty text-zinc-600 dark:text-zinc-300">{children}</div>}
        {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
      </Card>
    </Container>
  );
}
