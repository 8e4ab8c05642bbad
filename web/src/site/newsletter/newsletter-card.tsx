import { CircleCheck, CircleX, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { cn } from '../../lib/cn';

export type NewsletterTone = 'neutral' | 'success' | 'error';

const ICONS = { neutral: Mail, success: CircleCheck, error: CircleX } as const;
const TONES: Record<NewsletterTone, string> = {
  neutral: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  success: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  error: 'bg-rose-50 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300',
};

type NewsletterCardProps = {
  title: string;
  tone: NewsletterTone;
  /** The outcome or the question; announced when it changes. */
  children: ReactNode;
  /** Buttons under the text; the 'Return to Home' link always follows them. */
  actions?: ReactNode;
};

/** The frame of the newsletter's landing pages (verification, unsubscribe): icon, heading, text, ways on. */
export function NewsletterCard({ title, tone, children, actions }: NewsletterCardProps) {
  const Icon = ICONS[tone];
  return (
    <Container className="grid min-h-[60vh] place-items-center py-16">
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <span className={cn('mx-auto grid size-14 place-items-center rounded-2xl', TONES[tone])}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">{title}</h1>
        <div className="mt-3 text-pretty text-zinc-600 dark:text-zinc-300">{children}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {actions}
          <Link to="/" className={buttonClasses({ variant: actions ? 'outline' : 'primary' })}>
            Return to Home
          </Link>
        </div>
      </Card>
    </Container>
  );
}
