export {
  Subscriber,
  SubscriberSchema,
  VerificationToken,
  VerificationTokenSchema,
} from './subscriber.entity.ts';
