import type { PublicCache } from '../../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC, sendPrivate } from '../../platform/http/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { ICON_UPLOADS, iconUpload, imagedWrites, sendCachedAnswer } from '../content-http.ts';
import { socialLinkCreateSchema, socialLinkUpdateSchema } from './social-link.schemas.ts';
import { type SocialLinksService, socialLinkUpdateMessage } from './social-links.service.ts';

/** Footer social links: the public active list (cached) and the admin screen's calls. */
export function socialLinksRoutes(
  links: SocialLinksService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
  const writes = imagedWrites({
    service: links,
    storage,
    uploads: ICON_UPLOADS,
    createSchema: socialLinkCreateSchema,
    updateSchema: socialLinkUpdateSchema,
    name: 'socialLink',
    created: MESSAGES.socialLinkCreated,
    updated: socialLinkUpdateMessage,
    deleted: MESSAGES.socialLinkDeleted,
  });
  return new ApiRouter('/api/social-links')
    .get('/active', PUBLIC, async (ctx) => {
      await sendCachedAnswer(ctx, cache, 'social-links:active', 'socialLinks', () => links.listPublic());
    })
    .get('', ADMIN, async (ctx) => {
      sendPrivate(ctx, { socialLinks: await links.listAll() });
    })
    .post('', ADMIN, iconUpload, writes.create)
    .put('/:id', ADMIN, iconUpload, writes.update)
    .delete('/:id', ADMIN, writes.remove);
}
