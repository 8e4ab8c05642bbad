import { useState } from 'react';
import type { AdminPost } from '../../api/blog-admin';
import {
  type Campaign,
  useCampaignPreview,
  useCampaignProgress,
  useStartCampaign,
} from '../../api/campaigns';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { errorText } from '../../lib/api-client';
import { counted } from '../../lib/counted';

type Step = 'preview' | 'confirm';

const subscribersText = (count: number) => counted(count, 'active subscriber');

/** Sent / total / failed of a campaign, with a bar; "Sent" once every email went out. */
function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const done = campaign.sent + campaign.failed;
  const percent = campaign.total === 0 ? 100 : Math.round((done / campaign.total) * 100);
  return (
    <div className="space-y-3" aria-live="polite">
      <p data-testid="campaign-status" className="font-medium text-zinc-950 dark:text-white">
        {campaign.status === 'sent' ? 'Sent' : 'Sending...'}
      </p>
      <div
        role="progressbar"
        aria-label="Emails sent"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-white/10"
      >
        <div className="h-full bg-indigo-600 dark:bg-indigo-400" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        {(
          [
            ['Sent', campaign.sent],
            ['Total', campaign.total],
            ['Failed', campaign.failed],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-zinc-50 p-2 dark:bg-white/5">
            <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd
              data-testid={`campaign-${label.toLowerCase()}`}
              className="font-semibold text-zinc-950 dark:text-white"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * "Send to subscribers" for a published post: the email's preview (a sandboxed iframe, so the
 * email's HTML runs nothing and cannot style the back office), the audience, a confirmation,
 * then the progress until it is sent. A post that was sent shows its campaign's progress.
 */
export function SendPostModal({ post, onClose }: { post: AdminPost; onClose: () => void }) {
  const preview = useCampaignPreview(post.id);
  const start = useStartCampaign();
  const [step, setStep] = useState<Step>('preview');
  const [startedId, setStartedId] = useState<string>();
  const campaignId = startedId ?? preview.data?.campaign?.id;
  const progress = useCampaignProgress(campaignId);
  const campaign = progress.data ?? start.data ?? preview.data?.campaign ?? undefined;
  const count = preview.data?.active_subscribers ?? 0;

  async function send() {
    try {
      setStartedId((await start.mutateAsync(post.id)).id);
    } catch {
      // The message is shown below from the mutation's error.
    }
  }

  const footer = campaign ? (
    <Button variant="secondary" onClick={onClose}>
      Close
    </Button>
  ) : step === 'preview' ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button onClick={() => setStep('confirm')} disabled={!preview.data || count === 0}>
        Send to subscribers
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={() => setStep('preview')} disabled={start.isPending}>
        Back
      </Button>
      <Button onClick={() => void send()} loading={start.isPending}>
        Yes, send it
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title="Send to subscribers"
      description={post.title}
      size="xl"
      footer={footer}
    >
      {preview.isPending && <Spinner label="Loading the email preview" />}
      {preview.isError && (
        <p role="alert" className="text-rose-700 text-sm dark:text-rose-400">
          {errorText(preview.error, 'Failed to load the email preview')}
        </p>
      )}
      {start.isError && (
        <p role="alert" className="mb-3 text-rose-700 text-sm dark:text-rose-400">
          {errorText(start.error, 'Failed to send the post')}
        </p>
      )}
      {campaign && <CampaignProgress campaign={campaign} />}
      {!campaign && preview.data && step === 'confirm' && (
        <p className="text-zinc-700 dark:text-zinc-300">
          Send <strong className="font-semibold text-zinc-950 dark:text-white">{post.title}</strong> to{' '}
          {subscribersText(count)}? A post can be sent only once.
        </p>
      )}
      {!campaign && preview.data && step === 'preview' && (
        <div className="space-y-3">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Subject: <strong className="font-semibold">{preview.data.preview.subject}</strong> · Goes to{' '}
            <strong data-testid="active-subscribers" className="font-semibold">
              {subscribersText(count)}
            </strong>
          </p>
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={preview.data.preview.html}
            className="h-[55dvh] w-full rounded-xl border border-zinc-200 bg-white dark:border-white/10"
          />
        </div>
      )}
    </Modal>
  );
}
