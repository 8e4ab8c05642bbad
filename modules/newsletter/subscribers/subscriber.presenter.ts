import type { Subscriber } from '../entities/index.ts';
import type { SubscriberView } from '../newsletter.schemas.ts';

/** Subscriber -> the admin's JSON: the spec's fields only (no token hashes). */
export function presentSubscriber(subscriber: Subscriber): SubscriberView {
  return {
    id: subscriber.id,
    email: subscriber.email,
    name: subscriber.name ?? null,
    is_active: subscriber.isActive,
    is_verified: subscriber.isVerified,
    subscription_date: subscriber.subscriptionDate.toISOString(),
  };
}
