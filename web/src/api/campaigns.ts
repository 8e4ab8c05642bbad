import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  campaignPreviewResponseSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  type campaignViewSchema,
} from '../../../modules/newsletter/newsletter.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest } from '../lib/api-client';

/**
 * Sending a blog post to the newsletter's subscribers (the newsletter module's campaign calls):
 * the email preview, the start (once per post) and the progress, polled while it sends.
 */
export type Campaign = z.infer<typeof campaignViewSchema>;
export type CampaignPreview = z.infer<typeof campaignPreviewResponseSchema>;

/** How often the progress is read while a campaign sends. */
export const PROGRESS_POLL_MS = 1_500;

const enc = encodeURIComponent;

/** Every campaign, by post id: the blog list marks posts already sent (read again while one sends). */
export function useCampaignsByPost() {
  return useQuery({
    queryKey: adminKeys.campaigns.list(),
    queryFn: ({ signal }) => adminRequest('/api/newsletter/campaigns', campaignsResponseSchema, { signal }),
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((campaign) => campaign.status === 'sending')
        ? PROGRESS_POLL_MS
        : false,
    select: (answer) => new Map(answer.campaigns.map((campaign) => [campaign.post_id, campaign])),
  });
}

/** GET /api/blog/:id/newsletter: the email as subscribers will get it, and how many will. */
export function useCampaignPreview(postId: string) {
  return useQuery({
    queryKey: adminKeys.campaigns.preview(postId),
    queryFn: ({ signal }) =>
      adminRequest(`/api/blog/${enc(postId)}/newsletter`, campaignPreviewResponseSchema, { signal }),
    staleTime: 0,
  });
}

/** One campaign's progress, read again every PROGRESS_POLL_MS while it is sending. */
export function useCampaignProgress(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.campaigns.one(id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest(`/api/newsletter/campaigns/${enc(id ?? '')}`, campaignResponseSchema, { signal }).then(
        (answer) => answer.campaign,
      ),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === 'sent' ? false : PROGRESS_POLL_MS),
  });
}

/** POST /api/blog/:id/newsletter: starts sending (a second start answers 409 already_sent). */
export function useStartCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      adminRequest(`/api/blog/${enc(postId)}/newsletter`, campaignResponseSchema, {
        method: 'POST',
        retry: false,
      }).then((answer) => answer.campaign),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.campaigns.all }),
  });
}
