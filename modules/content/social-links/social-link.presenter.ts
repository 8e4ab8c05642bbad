import { allowlist } from '../../platform/http/index.ts';
import type { SocialLink } from './social-link.entity.ts';
import type { SocialLinkView } from './social-link.schemas.ts';

/** A social link as the API presents it: an allowlist of its fields, by the same names. */
export function presentSocialLink(link: SocialLink): SocialLinkView {
  return allowlist(link, [
    'id',
    'name',
    'url',
    'platform',
    'color',
    'hover_color',
    'is_active',
    'order_index',
    'icon',
    'updated_at',
  ]);
}
