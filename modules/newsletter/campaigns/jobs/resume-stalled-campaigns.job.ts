import { defineSweep, type Enqueue } from '../../../platform/queues/index.ts';
import type { CampaignSender } from '../campaign-sender.ts';
import { batchJobId, NEWSLETTER_QUEUE, type sendCampaignBatchJob } from './send-campaign-batch.job.ts';

export type ResumeStalledOptions = {
  sender: CampaignSender;
  enqueue: Enqueue;
  batchJob: ReturnType<typeof sendCampaignBatchJob>;
  everyMs: number;
  /** A sending campaign with no progress for this long has its remaining batches queued again. */
  idleMs: number;
};

/**
 * The sweep of sending campaigns. A campaign's state lives in Postgres, but its batch jobs live
 * in Redis: if Redis loses them, or a batch gives up while the database is down, recipients
 * stay `pending` and the campaign would say "sending" for ever. This queues the batches of the
 * recipients still owed an email again. Sending twice is impossible (a batch sends only pending
 * recipients, each under its email's idempotency key), so a sweep that races a slow batch only
 * costs a look at rows already sent. One new job per batch per stall: the job id names the
 * campaign's last progress, so the sweeps that see the same stall every minute add nothing.
 */
export const resumeStalledCampaignsJob = (options: ResumeStalledOptions) =>
  defineSweep({
    queue: NEWSLETTER_QUEUE,
    name: 'resume-stalled-campaigns',
    every: options.everyMs,
    handle: async () => {
      let batches = 0;
      const campaigns = await options.sender.stalled(options.idleMs);
      for (const { id: campaignId, progressAt } of campaigns) {
        for await (const bounds of options.sender.batches(campaignId, { pendingOnly: true })) {
          await options.enqueue(
            options.batchJob,
            { campaignId, ...bounds },
            { jobId: `${batchJobId(campaignId, bounds.through)}__resumed__${progressAt}` },
          );
          batches += 1;
        }
      }
      return { campaigns: campaigns.length, batches };
    },
  });
