import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/button';
import { StatusCard } from '../shared/status-card';

export type NewsletterTone = 'neutral' | 'success' | 'error';

const OUTCOMES = { neutral: 'mail', success: 'success', error: 'failed' } as const;

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
  return (
    <StatusCard
      outcome={OUTCOMES[tone]}
      title={title}
      className="py-16"
      cardClassName="p-8"
      actions={
        <>
          {actions}
          <Link to="/" className={buttonClasses({ variant: actions ? 'outline' : 'primary' })}>
            Return to Home
          </Link>
        </>
      }
    >
      {children}
    </StatusCard>
  );
}
