import { useEffect, useRef } from 'react';
import type { MessageAnswer } from '../../../modules/newsletter/newsletter-views.schemas.ts';
import {
  ApiError,
  type ApiRequestOptions,
  lazyAnswers,
  NETWORK_FAILURE,
  serverMessage,
} from '../lib/api-client';
import { visitAttribution } from '../lib/visit';
import { useSiteMutation } from './site-mutation';

/** Every successful newsletter answer: `{ success: true, message }`. */
export type NewsletterAnswer = MessageAnswer;

/** The spec's texts (public-site.md sections 2, 4 and 8); tests and e2e assert them as written. */
export const NEWSLETTER_MESSAGES = {
  subscribing: 'Subscribing...',
  subscribeFailed: 'Subscription failed',
  subscribeNetwork: 'Failed to subscribe. Please try again.',
  verified: 'Email verified successfully! Welcome to our newsletter.',
  verifyFailed: 'Verification failed',
  verifyNetwork: 'Network error. Please try again.',
  unsubscribed: 'You have been unsubscribed',
  unsubscribeFailed: 'Unsubscribe failed',
  unsubscribeNetwork: 'Network error. Please try again.',
} as const;

const parsed = lazyAnswers(() => import('../../../modules/newsletter/newsletter-views.schemas.ts'));
const enc = encodeURIComponent;

/** A call answered `{ success: true, message }`, parsed by the lazily loaded schema. */
function messageCall(path: string, options: ApiRequestOptions): Promise<NewsletterAnswer> {
  return parsed(path, (answers) => answers.messageAnswerSchema, options);
}

/**
 * The text a failed newsletter call shows: the server's own `error` when it sent one, a network
 * text when nothing answered, else the screen's fallback.
 */
export function newsletterFailure(error: unknown, fallback: string, network: string): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_FAILURE) return network;
  return serverMessage(error) ?? fallback;
}

/** Whether a message reads as good news (spec section 4: it contains 'success' or 'check your email'). */
export function isPositiveMessage(message: string): boolean {
  const text = message.toLowerCase();
  return text.includes('success') || text.includes('check your email');
}

/** POST /api/subscriptions/subscribe {email, name}; the same answer whoever the address belongs to. */
export function subscribe(email: string, name: string): Promise<NewsletterAnswer> {
  return messageCall('/api/subscriptions/subscribe', {
    method: 'POST',
    // The visit the sign-up is asked in, credited once the subscriber confirms.
    body: { email: email.trim(), name: name.trim(), attribution: visitAttribution() },
  });
}

/** GET /api/subscriptions/verify/{token}: tried once, since a used or expired link stays so. */
export function verifySubscription(token: string): Promise<NewsletterAnswer> {
  return messageCall(`/api/subscriptions/verify/${enc(token)}`, { retry: false });
}

/** POST /api/subscriptions/unsubscribe/{token}: only a deliberate click gets here, never a GET. */
export function unsubscribe(token: string): Promise<NewsletterAnswer> {
  return messageCall(`/api/subscriptions/unsubscribe/${enc(token)}`, { method: 'POST' });
}

/**
 * Verifies a link once per page visit, as the page opens. Opening the link is the visitor's
 * confirmation, so it is a write sent by the page rather than a read: it is never repeated, and
 * React's StrictMode double effect (or a re-render) cannot spend the token twice and show a failure.
 * Before the page runs (the server's HTML, hydration) the verification is idle.
 */
export function useVerifySubscription(token: string) {
  const verification = useSiteMutation({ mutationFn: verifySubscription });
  const { send } = verification;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    void send(token);
  }, [send, token]);
  return verification;
}
