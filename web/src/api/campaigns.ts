import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * Sending a blog post to the newsletter's subscribers (the newsletter module's campaign calls):
 * the email preview, the start (once per post) and the progress, polled while it sends.
 */
export const campaignSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  status: z.enum(['sending', 'sent']),
  subject: z.string(),
  total: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const previewAnswer = z.object({
  preview: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
  active_subscribers: z.number().int().nonnegative(),
  campaign: campaignSchema.nullable(),
});
export type CampaignPreview = z.infer<typeof previewAnswer>;
const campaignAnswer = z.object({ campaign: campaignSchema });
const listAnswer = z.object({ campaigns: z.array(campaignSchema) });

/** How often the progress is read while a campaign sends. */
export const PROGRESS_POLL_MS = 1_500;

const enc = encodeURIComponent;

/** Every campaign, by post id: the blog list marks posts already sent (read again while one sends). */
export function useCampaignsByPost() {
  return useQuery({
    queryKey: queryKeys.admin.campaigns.list(),
    queryFn: ({ signal }) => adminRequest('/api/newsletter/campaigns', listAnswer, { signal }),
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
    queryKey: queryKeys.admin.campaigns.preview(postId),
    queryFn: ({ signal }) => adminRequest(`/api/blog/${enc(postId)}/newsletter`, previewAnswer, { signal }),
    staleTime: 0,
  });
}

/** One campaign's progress, read again every PROGRESS_POLL_MS while it is sending. */
export function useCampaignProgress(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.campaigns.one(id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest(`/api/newsletter/campaigns/${enc(id ?? '')}`, campaignAnswer, { signal }).then(
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
      adminRequest(`/api/blog/${enc(postId)}/newsletter`, campaignAnswer, {
        method: 'POST',
        retry: false,
      }).then((answer) => answer.campaign),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.campaigns.all }),
  });
}
