import type { ReplyLinkAction } from '../../api/blog';
import { replyLink } from '../../api/blog';
import { newsletterFailure } from '../../api/newsletter';
import { useSiteMutation } from '../../api/site-mutation';
import { Button } from '../../components/button';
import { NewsletterCard } from '../newsletter/newsletter-card';

const TEXT = {
  confirm: {
    title: 'Confirm reply notifications',
    question: 'Email me when someone replies to my comment.',
    button: 'Confirm',
    busy: 'Confirming…',
    done: 'Notifications confirmed',
    failed: 'Confirmation failed',
  },
  unsubscribe: {
    title: 'Stop reply emails',
    question: 'You will get no more emails about replies to this comment.',
    button: 'Stop emails',
    busy: 'Stopping…',
    done: 'Emails stopped',
    failed: 'Could not stop the emails',
  },
} as const;

/**
 * /comment-replies/confirm/:token and /comment-replies/unsubscribe/:token, the pages behind a
 * reply email's links. Opening one changes nothing (mail scanners follow links); only its
 * button's POST confirms or stops.
 */
export function CommentRepliesPageContent({ action, token }: { action: ReplyLinkAction; token: string }) {
  const text = TEXT[action];
  const request = useSiteMutation({
    mutationFn: () => replyLink(action, token),
    failure: (error) => newsletterFailure(error, text.failed, 'Network error. Please try again.'),
  });

  if (request.isSuccess) {
    return (
      <NewsletterCard title={text.done} tone="success">
        <p role="status">{request.data.message}</p>
      </NewsletterCard>
    );
  }

  return (
    <NewsletterCard
      title={text.title}
      tone={request.isError ? 'error' : 'neutral'}
      actions={
        <Button
          variant={action === 'unsubscribe' ? 'danger' : 'primary'}
          loading={request.isPending}
          onClick={() => void request.send()}
        >
          {request.isPending ? text.busy : request.isError ? 'Try again' : text.button}
        </Button>
      }
    >
      <p>{text.question}</p>
      {request.isError && (
        <p role="alert" className="mt-3 font-medium text-rose-700 dark:text-rose-400">
          {request.failureText}
        </p>
      )}
    </NewsletterCard>
  );
}
