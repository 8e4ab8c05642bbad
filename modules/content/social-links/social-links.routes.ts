import type { PublicCache } from '../../platform/cache/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { picturedRoutes } from '../content-http.ts';
import { socialLinkCreateSchema, socialLinkUpdateSchema } from './social-link.schemas.ts';
import { type SocialLinksService, socialLinkUpdateMessage } from './social-links.service.ts';

/** Footer social links: the public active list (cached) and the admin screen's calls. */
export function socialLinksRoutes(links: SocialLinksService, storage: UploadStorage, cache: PublicCache) {
  return picturedRoutes({
    path: '/api/social-links',
    service: links,
    storage,
    cache,
    picture: 'icon',
    createSchema: socialLinkCreateSchema,
    updateSchema: socialLinkUpdateSchema,
    name: 'socialLink',
    listName: 'socialLinks',
    visitorsList: { path: '/active', cacheKey: 'social-links:active' },
    created: MESSAGES.socialLinkCreated,
    updated: socialLinkUpdateMessage,
    deleted: MESSAGES.socialLinkDeleted,
  });
}
