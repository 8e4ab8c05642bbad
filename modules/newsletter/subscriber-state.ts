import type { SubscriberStatus } from './newsletter.schemas.ts';

type Flags = { isActive: boolean; isVerified: boolean };

/** The spec's rule: not active is Unsubscribed; active and unverified is Pending; else Active. */
export function statusOf(flags: Flags): SubscriberStatus {
  if (!flags.isActive) return 'unsubscribed';
  return flags.isVerified ? 'active' : 'pending';
}

/** The flags a status filter selects. */
export function flagsOf(status: SubscriberStatus): Partial<Flags> {
  switch (status) {
    case 'unsubscribed':
      return { isActive: false };
    case 'pending':
      return { isActive: true, isVerified: false };
    case 'active':
      return { isActive: true, isVerified: true };
  }
}

/** What a subscribe request does to an existing subscriber. */
export function onSubscribeRequest(status: SubscriberStatus): 'send_link' | 'nothing' {
  return status === 'active' ? 'nothing' : 'send_link';
}
