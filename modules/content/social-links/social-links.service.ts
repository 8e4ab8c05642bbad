import { MESSAGES } from '../content.fields.ts';
import type { ContentDeps } from '../content-changes.ts';
import { ContentRecords } from '../content-records.ts';
import { SocialLink } from './social-link.entity.ts';
import { presentSocialLink, SOCIAL_LINK_FIELDS } from './social-link.presenter.ts';
import type { SocialLinkCreateInput, SocialLinkUpdateInput, SocialLinkView } from './social-link.schemas.ts';

// Nothing listens to a social link's changes (search does not index them, no page head shows
// them), so they publish no event.
const NO_LISTENER = null;

/**
 * The answer's message for an update: a body of only `is_active` (no icon) is the status toggle
 * and says which way it went (spec: 'Social link activated/deactivated successfully!').
 */
export function socialLinkUpdateMessage(
  input: SocialLinkUpdateInput,
  icon: string | undefined,
  link: SocialLinkView,
): string {
  const sent = Object.entries(input).filter(([, value]) => value !== undefined);
  const toggleOnly = !icon && sent.length === 1 && sent[0]?.[0] === 'is_active';
  if (!toggleOnly) return MESSAGES.socialLinkUpdated;
  return link.is_active ? MESSAGES.socialLinkActivated : MESSAGES.socialLinkDeactivated;
}

/** Footer social links: visitors see active ones; administrators see and change all. */
export class SocialLinksService extends ContentRecords<
  SocialLink,
  SocialLinkView,
  SocialLinkCreateInput,
  SocialLinkUpdateInput
> {
  constructor(deps: ContentDeps) {
    super(deps, {
      entity: SocialLink,
      event: NO_LISTENER,
      fields: SOCIAL_LINK_FIELDS,
      picture: 'icon',
      notFound: MESSAGES.socialLinkNotFound,
      visible: { is_active: true },
      orderBy: { order_index: 'asc', name: 'asc', id: 'asc' },
      present: presentSocialLink,
    });
  }
}
