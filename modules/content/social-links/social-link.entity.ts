import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import { SOCIAL_DEFAULT_COLOR, SOCIAL_DEFAULT_HOVER_COLOR } from './social-link.schemas.ts';

/** A footer social link. */
export const SocialLinkSchema = table(
  'SocialLink',
  'content_social_link',
  {
    id: p.uuid().primary(),
    name: p.string().length(100),
    url: p.string().length(500),
    platform: p.string().length(50),
    color: p.string().length(50).default(SOCIAL_DEFAULT_COLOR),
    hover_color: p.string().length(50).default(SOCIAL_DEFAULT_HOVER_COLOR),
    is_active: p.boolean().default(true),
    order_index: p.integer().default(0),
    icon: p.string().length(255).nullable(),
    created_at: createdAtColumn(),
    updated_at: updatedAtColumn(),
  },
  {
    indexes: [{ name: 'content_social_link_order_idx', properties: ['order_index', 'name'] }],
  },
);

export class SocialLink extends SocialLinkSchema.class {}
SocialLinkSchema.setClass(SocialLink);
