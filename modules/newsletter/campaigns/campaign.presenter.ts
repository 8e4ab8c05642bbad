import type { Campaign } from '../entities/index.ts';
import type { CampaignView } from '../newsletter.schemas.ts';

/** Campaign -> JSON (an allowlist: the frozen content stays inside). */
export function presentCampaign(campaign: Campaign): CampaignView {
  return {
    id: campaign.id,
    post_id: campaign.postId,
    status: campaign.status,
    subject: campaign.subject,
    total: campaign.total,
    sent: campaign.sent,
    failed: campaign.failed,
    started_by: campaign.startedBy,
    created_at: campaign.createdAt.toISOString(),
    finished_at: campaign.finishedAt ? campaign.finishedAt.toISOString() : null,
  };
}
