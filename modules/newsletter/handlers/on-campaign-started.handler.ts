import { defineHandler } from '../../platform/events/index.ts';
import type { Enqueue } from '../../platform/queues/index.ts';
import type { CampaignSender } from '../campaigns/campaign-sender.ts';
import { batchJobId, type sendCampaignBatchJob } from '../campaigns/jobs/send-campaign-batch.job.ts';
import { campaignStarted } from '../newsletter.events.ts';

/**
 * Fans a started campaign out into one job per keyset page of its audience. Running twice adds
 * nothing new: each batch's job id names its campaign and last subscriber.
 */
export const onCampaignStarted = (deps: {
  sender: CampaignSender;
  enqueue: Enqueue;
  batchJob: ReturnType<typeof sendCampaignBatchJob>;
}) =>
  defineHandler({
    name: 'newsletter.fan_out_campaign',
    event: campaignStarted,
    async handle({ payload }) {
      for await (const bounds of deps.sender.batches(payload.campaignId)) {
        await deps.enqueue(
          deps.batchJob,
          { campaignId: payload.campaignId, ...bounds },
          { jobId: batchJobId(payload.campaignId, bounds.through) },
        );
      }
    },
  });
