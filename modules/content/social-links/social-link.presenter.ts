import { allowlist } from '../../platform/http/index.ts';
import type { SocialLink } from './social-link.entity.ts';
import type { SocialLinkView } from './social-link.schemas.ts';

/** The fields a form writes as they are (a picture follows the upload) and the API shows by the same names. */
export const SOCIAL_LINK_FIELDS = [
  'name',
  'url',
  'platform',
  'color',
  'hover_color',
  'is_active',
  'order_index',
] as const satisfies readonly (keyof SocialLink)[];

/** A social link as the API presents it: an allowlist of its fields, by the same names. */
export function presentSocialLink(link: SocialLink): SocialLinkView {
  return allowlist(link, ['id', ...SOCIAL_LINK_FIELDS, 'icon', 'updated_at']);
}
