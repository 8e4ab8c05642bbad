import type { SocialLink } from './social-link.entity.ts';
import type { SocialLinkView } from './social-link.schemas.ts';

/** A social link as the API presents it: an allowlist of its fields, by the same names. */
export function presentSocialLink(link: SocialLink): SocialLinkView {
  return {
    id: link.id,
    name: link.name,
    url: link.url,
    platform: link.platform,
    color: link.color,
    hover_color: link.hover_color,
    is_active: link.is_active,
    order_index: link.order_index,
    icon: link.icon ?? null,
    updated_at: link.updated_at.toISOString(),
  };
}
