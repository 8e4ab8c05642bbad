import { type SocialLinkView, useSocialLinkMutations, useSocialLinksQuery } from '../../api/content-admin';
import { EmptyState, TablePanel } from '../shared/content-page';
import { EntityScreen } from '../shared/entity-screen';
import { useContentActions, useContentDialogs } from '../shared/use-content-dialogs';
import { SocialLinkFormModal } from './social-link-form-modal';
import { SOCIAL_LINK_MESSAGES, socialLinkDeleteText } from './social-link-rules';
import { SocialLinksTable } from './social-links-table';

/** /admin/social-links and /admin/socials: the footer's links, their status and the dialogs. */
export function SocialLinksPage() {
  const links = useSocialLinksQuery();
  const mutations = useSocialLinkMutations();
  const dialogs = useContentDialogs<SocialLinkView>(mutations, SOCIAL_LINK_MESSAGES);
  const rows = useContentActions(dialogs, SOCIAL_LINK_MESSAGES, (link) =>
    mutations.setActive.mutateAsync({ itemId: link.id, isActive: !link.is_active }),
  );

  return (
    <EntityScreen
      title="Social Links"
      description="The links in the site footer, in their order."
      addLabel="Add Social Link"
      dialogs={dialogs}
      form={(link, props) => <SocialLinkFormModal link={link} {...props} />}
      remove={{
        title: 'Delete social link',
        confirmLabel: 'Delete',
        question: (link) => socialLinkDeleteText(link.name),
      }}
    >
      <TablePanel
        query={links}
        fetchFailed={SOCIAL_LINK_MESSAGES.fetchFailed}
        loadingLabel="Loading social links"
        empty={<EmptyState message={SOCIAL_LINK_MESSAGES.empty} />}
      >
        {(items) => <SocialLinksTable items={items} {...rows} />}
      </TablePanel>
    </EntityScreen>
  );
}
