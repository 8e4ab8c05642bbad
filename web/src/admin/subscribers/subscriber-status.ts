import type { Subscriber, SubscriberStatusFilter } from '../../api/subscribers';
import type { BadgeTone } from '../../components/badge';

export type SubscriberState = 'active' | 'pending' | 'unsubscribed';

/**
 * Admin spec section 4: the state derives from the flags. Not active is Unsubscribed; active and
 * unverified is Pending Verification; active and verified is Active.
 */
export function subscriberState(subscriber: Pick<Subscriber, 'is_active' | 'is_verified'>): SubscriberState {
  if (!subscriber.is_active) return 'unsubscribed';
  return subscriber.is_verified ? 'active' : 'pending';
}

export const STATE_LABELS: Record<SubscriberState, string> = {
  active: 'Active',
  pending: 'Pending Verification',
  unsubscribed: 'Unsubscribed',
};

export const STATE_TONES: Record<SubscriberState, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  unsubscribed: 'neutral',
};

/** The status filter's tabs, in the spec's order. */
export const STATUS_FILTERS: readonly { value: SubscriberStatusFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];
