import { type FormEvent, useId, useState } from 'react';
import { isPositiveMessage, NEWSLETTER_MESSAGES, newsletterFailure, subscribe } from '../../api/newsletter';
import { useSiteMutation } from '../../api/site-mutation';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { NoScriptNote } from '../../components/no-script-note';
import { cn } from '../../lib/cn';

/**
 * The footer's sign-up (spec: email required and of email type, name optional): idle, submitting
 * ('Subscribing...'), then the server's message, green when it is good news and red otherwise.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const headingId = useId();
  const subscription = useSiteMutation({
    mutationFn: (address: { email: string; name: string }) => subscribe(address.email, address.name),
    onSuccess: (answer) => {
      // The address is on its way to the inbox; an empty form says the request went through.
      if (isPositiveMessage(answer.message)) {
        setEmail('');
        setName('');
      }
    },
    failure: (error) =>
      newsletterFailure(error, NEWSLETTER_MESSAGES.subscribeFailed, NEWSLETTER_MESSAGES.subscribeNetwork),
  });
  const submitting = subscription.isPending;
  const text = subscription.isSuccess ? subscription.data.message : subscription.failureText;
  const outcome = text ? { text, positive: isPositiveMessage(text) } : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void subscription.send({ email, name });
  }

  return (
    <section id="newsletter" aria-labelledby={headingId} className="w-full max-w-md scroll-mt-24">
      <h2 id={headingId} className="font-semibold text-sm text-zinc-900 dark:text-zinc-100">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        New posts and projects in your inbox. No spam, unsubscribe any time.
      </p>
      <form onSubmit={onSubmit} className="mt-4 grid gap-3 sm:grid-cols-2">
        <Input
          label="Email address"
          hideLabel
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Input
          label="Name (optional)"
          hideLabel
          type="text"
          name="name"
          autoComplete="name"
          placeholder="Your Name (Optional)"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" loading={submitting} className="sm:col-span-2">
          {submitting ? NEWSLETTER_MESSAGES.subscribing : 'Subscribe'}
        </Button>
      </form>
      <NoScriptNote className="mt-3">Subscribing needs JavaScript.</NoScriptNote>
      <p
        role="status"
        data-tone={outcome ? (outcome.positive ? 'success' : 'error') : undefined}
        className={cn(
          'mt-3 min-h-5 text-sm',
          outcome?.positive ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400',
        )}
      >
        {outcome?.text}
      </p>
    </section>
  );
}
