import type { Subscriber } from '../../api/subscribers';
import { SUBSCRIBER_MESSAGES } from '../../api/subscribers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText } from '../../lib/api-client';
import type { SubscriberAction } from './subscribers-table';

type SubscriberConfirmProps = {
  action: SubscriberAction;
  subscriber: Subscriber;
  onClose: () => void;
  onConfirm: () => Promise<void>;
};

const COPY = {
  unsubscribe: {
    title: 'Unsubscribe subscriber',
    confirm: 'Unsubscribe',
    busy: 'Unsubscribing…',
    failed: SUBSCRIBER_MESSAGES.unsubscribeFailed,
    body: 'stops receiving the newsletter. They stay on the list as Unsubscribed and can sign up again.',
  },
  delete: {
    title: 'Delete subscriber',
    confirm: 'Delete subscriber',
    busy: 'Deleting…',
    failed: SUBSCRIBER_MESSAGES.deleteFailed,
    body: 'is removed from the list for good. This action cannot be undone.',
  },
} as const;

/** Asks before an admin unsubscribes or deletes someone; a failure keeps the dialog open with why. */
export function SubscriberConfirm({ action, subscriber, onClose, onConfirm }: SubscriberConfirmProps) {
  const copy = COPY[action];
  return (
    <ConfirmDialog
      title={copy.title}
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      onClose={onClose}
      onConfirm={onConfirm}
      describeError={(error) => errorText(error, copy.failed)}
    >
      <p>
        <strong className="font-semibold text-zinc-950 dark:text-white">{subscriber.email}</strong>{' '}
        {copy.body}
      </p>
    </ConfirmDialog>
  );
}
