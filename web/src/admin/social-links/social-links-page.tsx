import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type SocialLinkView, useContentMutations, useSocialLinksQuery } from '../../api/content-admin';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { contentErrorMessage, useNotice } from '../shared/content-form';
import { ContentPageHeader, EmptyState, LoadError, NoticeBanner } from '../shared/content-page';
import { TableSkeleton } from '../shared/table-skeleton';
import { SocialLinkFormModal } from './social-link-form-modal';
import { SOCIAL_LINK_MESSAGES, socialLinkDeleteText } from './social-link-rules';
import { type SocialLinkAction, SocialLinksTable } from './social-links-table';

type Dialog = { kind: 'form'; link: SocialLinkView | null } | { kind: 'delete'; link: SocialLinkView } | null;

/** /admin/social-links and /admin/socials: the footer's links, their status and the dialogs. */
export function SocialLinksPage() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const { notice, announce, dismiss } = useNotice();
  const links = useSocialLinksQuery();
  const mutations = useContentMutations('social-links');
  const close = () => setDialog(null);
  const openCreate = () => setDialog({ kind: 'form', link: null });

  async function toggle(link: SocialLinkView) {
    setBusyIds((current) => new Set(current).add(link.id));
    try {
      await mutations.setLinkActive.mutateAsync({ itemId: link.id, isActive: !link.is_active });
      announce({
        tone: 'success',
        text: link.is_active ? SOCIAL_LINK_MESSAGES.deactivated : SOCIAL_LINK_MESSAGES.activated,
      });
    } catch (error) {
      announce({
        tone: 'error',
        text: contentErrorMessage(error, SOCIAL_LINK_MESSAGES.statusFailed, SOCIAL_LINK_MESSAGES.statusError),
      });
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(link.id);
        return next;
      });
    }
  }

  function onAction(action: SocialLinkAction, link: SocialLinkView) {
    if (action === 'toggle') void toggle(link);
    else if (action === 'edit') setDialog({ kind: 'form', link });
    else setDialog({ kind: 'delete', link });
  }

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Social Links"
        description="The links in the site footer, in their order."
        action={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" className="size-4" />
            Add Social Link
          </Button>
        }
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      {links.isError && !links.data ? (
        <LoadError
          message={contentErrorMessage(links.error, SOCIAL_LINK_MESSAGES.fetchFailed)}
          onRetry={() => links.refetch()}
        />
      ) : links.data?.length === 0 ? (
        <EmptyState message={SOCIAL_LINK_MESSAGES.empty} />
      ) : (
        <Card className="overflow-hidden">
          {links.data ? (
            <SocialLinksTable links={links.data} busyIds={busyIds} onAction={onAction} />
          ) : (
            <TableSkeleton label="Loading social links" />
          )}
        </Card>
      )}

      {dialog?.kind === 'form' && (
        <SocialLinkFormModal
          link={dialog.link}
          onClose={close}
          describeError={(error) =>
            contentErrorMessage(error, SOCIAL_LINK_MESSAGES.saveFailed, SOCIAL_LINK_MESSAGES.saveError)
          }
          onSave={async (form) => {
            await mutations.save.mutateAsync({ itemId: dialog.link?.id ?? null, form });
            close();
            announce({
              tone: 'success',
              text: dialog.link ? SOCIAL_LINK_MESSAGES.updated : SOCIAL_LINK_MESSAGES.created,
            });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete social link"
          confirmLabel="Delete"
          onClose={close}
          describeError={(error) =>
            contentErrorMessage(error, SOCIAL_LINK_MESSAGES.deleteFailed, SOCIAL_LINK_MESSAGES.deleteError)
          }
          onConfirm={async () => {
            await mutations.remove.mutateAsync(dialog.link.id);
            close();
            announce({ tone: 'success', text: SOCIAL_LINK_MESSAGES.deleted });
          }}
        >
          {socialLinkDeleteText(dialog.link.name)}
        </ConfirmDialog>
      )}
    </div>
  );
}
