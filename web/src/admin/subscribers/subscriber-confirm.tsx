import type { Subscriber } from '../../api/subscribers';
import { SUBSCRIBER_MESSAGES } from '../../api/subscribers';
import { ActionConfirm } from '../shared/action-confirm';
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
    <ActionConfirm
      copy={copy}
      failed={copy.failed}
      onClose={onClose}
      onConfirm={onConfirm}
      subject={subscriber.email}
    >
      {copy.body}
    </ActionConfirm>
  );
}
