import { type SocialLinkView, useSocialLinkMutations, useSocialLinksQuery } from '../../api/content-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ContentScreen, EmptyState, TablePanel } from '../shared/content-page';
import type { ContentAction } from '../shared/content-table';
import { useContentDialogs, useStatusToggle } from '../shared/use-content-dialogs';
import { SocialLinkFormModal } from './social-link-form-modal';
import { SOCIAL_LINK_MESSAGES, socialLinkDeleteText } from './social-link-rules';
import { SocialLinksTable } from './social-links-table';

/** /admin/social-links and /admin/socials: the footer's links, their status and the dialogs. */
export function SocialLinksPage() {
  const links = useSocialLinksQuery();
  const mutations = useSocialLinkMutations();
  const { dialog, openForm, openDelete, formProps, deleteProps, notice, announce, dismiss } =
    useContentDialogs<SocialLinkView>(mutations, SOCIAL_LINK_MESSAGES);
  const { busyIds, toggle } = useStatusToggle(announce, SOCIAL_LINK_MESSAGES);

  function onAction(action: ContentAction, link: SocialLinkView) {
    if (action === 'toggle') {
      void toggle(link, () =>
        mutations.setActive.mutateAsync({ itemId: link.id, isActive: !link.is_active }),
      );
    } else if (action === 'edit') openForm(link);
    else openDelete(link);
  }

  return (
    <ContentScreen
      title="Social Links"
      description="The links in the site footer, in their order."
      addLabel="Add Social Link"
      onAdd={() => openForm(null)}
      notice={notice}
      onDismissNotice={dismiss}
    >
      <TablePanel
        query={links}
        fetchFailed={SOCIAL_LINK_MESSAGES.fetchFailed}
        loadingLabel="Loading social links"
        empty={<EmptyState message={SOCIAL_LINK_MESSAGES.empty} />}
      >
        {(items) => <SocialLinksTable links={items} busyIds={busyIds} onAction={onAction} />}
      </TablePanel>

      {dialog?.kind === 'form' && <SocialLinkFormModal link={dialog.item} {...formProps(dialog.item)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog title="Delete social link" confirmLabel="Delete" {...deleteProps(dialog.item)}>
          {socialLinkDeleteText(dialog.item.name)}
        </ConfirmDialog>
      )}
    </ContentScreen>
  );
}
