import { z } from 'zod';
import { defineJob, type RetryPolicy } from '../../../platform/queues/index.ts';
import type { CampaignSender } from '../campaign-sender.ts';

export const NEWSLETTER_QUEUE = { name: 'newsletter', concurrency: 2 } as const;
const RETRY: RetryPolicy = { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } };

export const sendCampaignBatchSchema = z.object({
  campaignId: z.uuid(),
  after: z.uuid().nullable(),
  through: z.uuid(),
});

/** Job id of a batch: re-adding it (a fan-out that runs twice) adds nothing. */
export const batchJobId = (campaignId: string, through: string) =>
  `campaign-batch__${campaignId}__${through}`;

/**
 * Emails one batch of a campaign's audience. Safe to run twice: only `pending` recipients are
 * sent, each under its key `post:<postId>:<subscriberId>`. Emails refused by the relay make the
 * job retry with backoff; on its last try they count as failed. Progress shows on the dashboard.
 */
export const sendCampaignBatchJob = (sender: CampaignSender) =>
  defineJob({
    queue: NEWSLETTER_QUEUE,
    name: 'send-campaign-batch',
    schema: sendCampaignBatchSchema,
    retry: RETRY,
    handle: async ({ campaignId, after, through }, context) => {
      const outcome = await sender.sendBatch(
        campaignId,
        { after, through },
        {
          lastAttempt: context.attempt >= RETRY.attempts,
          progress: (done, of) => context.progress?.({ campaignId, done, of }) ?? Promise.resolve(),
        },
      );
      if (outcome.retry > 0)
        throw new Error(`${outcome.retry} emails of campaign ${campaignId} not sent yet`);
      return outcome;
    },
  });
