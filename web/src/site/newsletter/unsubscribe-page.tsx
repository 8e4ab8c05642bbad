import { NEWSLETTER_MESSAGES, newsletterFailure, unsubscribe } from '../../api/newsletter';
import { useSiteMutation } from '../../api/site-mutation';
import { Button } from '../../components/button';
import { NewsletterCard } from './newsletter-card';

/**
 * /unsubscribe/:token, the page behind an email's unsubscribe link. Opening it changes nothing (mail
 * scanners follow links); only the button's POST unsubscribes.
 */
export function UnsubscribePageContent({ token }: { token: string }) {
  const request = useSiteMutation({
    mutationFn: () => unsubscribe(token),
    failure: (error) =>
      newsletterFailure(error, NEWSLETTER_MESSAGES.unsubscribeFailed, NEWSLETTER_MESSAGES.unsubscribeNetwork),
  });

  if (request.isSuccess) {
    return (
      <NewsletterCard title="Unsubscribed" tone="success">
        <p role="status">{request.data.message || NEWSLETTER_MESSAGES.unsubscribed}</p>
        <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">
          You can subscribe again any time from the form at the bottom of the site.
        </p>
      </NewsletterCard>
    );
  }

  return (
    <NewsletterCard
      title="Unsubscribe from the newsletter"
      tone={request.isError ? 'error' : 'neutral'}
      actions={
        <Button variant="danger" loading={request.isPending} onClick={() => void request.send()}>
          {request.isPending ? 'Unsubscribing…' : request.isError ? 'Try again' : 'Unsubscribe'}
        </Button>
      }
    >
      <p>You will no longer receive new posts by email.</p>
      {request.isError && (
        <p role="alert" className="mt-3 font-medium text-rose-700 dark:text-rose-400">
          {request.failureText}
        </p>
      )}
    </NewsletterCard>
  );
}
