import { Mail, MailCheck } from 'lucide-react';
import type { AdminPost } from '../../api/blog-admin';
import { useCampaignsByPost } from '../../api/campaigns';
import { Button } from '../../components/button';
import { isScheduled } from './blog-rules';

/**
 * A post row's newsletter action: "Send to subscribers" on a published post, "Sending..." (opens
 * the progress) while it sends, and a disabled "Sent to subscribers" once it was sent.
 */
export function SendPostAction({ post, onOpen }: { post: AdminPost; onOpen: () => void }) {
  const campaigns = useCampaignsByPost();
  const campaign = campaigns.data?.get(post.id);
  if (campaign?.status === 'sent') {
    return (
      <Button size="sm" variant="ghost" disabled className="mb-1">
        <MailCheck aria-hidden="true" className="size-4" />
        Sent to subscribers
      </Button>
    );
  }
  if (post.status !== 'published' || isScheduled(post) || !campaigns.data) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      className="mb-1"
      onClick={onOpen}
      aria-label={campaign ? `Sending... ${post.title}` : `Send to subscribers: ${post.title}`}
    >
      <Mail aria-hidden="true" className="size-4" />
      {campaign ? 'Sending...' : 'Send to subscribers'}
    </Button>
  );
}
