export {
  CAMPAIGN_STATUSES,
  Campaign,
  type CampaignContent,
  CampaignRecipient,
  CampaignRecipientSchema,
  CampaignSchema,
  RECIPIENT_STATUSES,
} from './campaign.entity.ts';
export {
  Subscriber,
  SubscriberSchema,
  VerificationToken,
  VerificationTokenSchema,
} from './subscriber.entity.ts';
