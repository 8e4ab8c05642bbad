import { NEWSLETTER_MESSAGES, newsletterFailure, useVerifySubscription } from '../../api/newsletter';
import { Skeleton, Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { NewsletterCard } from './newsletter-card';

/** The server's code for a verification link that was already used (the email is verified). */
const ALREADY_VERIFIED_CODE = 'token_used';

/**
 * /verify-subscription/:verificationToken (public spec section 2): verifying, then the server's
 * success message or why the link failed, and a 'Return to Home' link either way.
 */
export function VerifySubscriptionPageContent({ verificationToken }: { verificationToken: string }) {
  const verification = useVerifySubscription(verificationToken);

  if (verification.isIdle || verification.isPending) {
    return (
      <NewsletterCard title="Verifying your subscription" tone="neutral">
        <p role="status" className="flex items-center justify-center gap-2">
          <Spinner size="sm" label="" />
          Verifying your email…
        </p>
        <div aria-hidden="true" className="mt-4 space-y-2">
          <Skeleton className="mx-auto h-3 w-3/4" />
          <Skeleton className="mx-auto h-3 w-1/2" />
        </div>
      </NewsletterCard>
    );
  }

  // A link opened again (a second click, a mail scanner first): the email is verified, which is
  // good news, so that is all the page says.
  if (verification.error instanceof ApiError && verification.error.code === ALREADY_VERIFIED_CODE) {
    return (
      <NewsletterCard title="Your email is already verified" tone="success">
        <p role="status">{verification.error.message}</p>
      </NewsletterCard>
    );
  }

  if (verification.isError) {
    return (
      <NewsletterCard title="We could not verify your email" tone="error">
        <p role="alert">
          {newsletterFailure(
            verification.error,
            NEWSLETTER_MESSAGES.verifyFailed,
            NEWSLETTER_MESSAGES.verifyNetwork,
          )}
        </p>
      </NewsletterCard>
    );
  }

  return (
    <NewsletterCard title="You're subscribed" tone="success">
      <p role="status">{verification.data.message || NEWSLETTER_MESSAGES.verified}</p>
    </NewsletterCard>
  );
}
