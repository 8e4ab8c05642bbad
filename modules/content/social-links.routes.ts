import type { PublicCache } from '../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC, sendCached, sendPrivate } from '../platform/http/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { MESSAGES, socialLinkCreateSchema, socialLinkUpdateSchema } from './content.schemas.ts';
import { ICON_RULES, iconUpload, withForm } from './content-http.ts';
import { type SocialLinksService, socialLinkUpdateMessage } from './social-links.service.ts';

/** Footer social links: the public active list (cached) and the admin screen's calls. */
export function socialLinksRoutes(
  links: SocialLinksService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
  const icon = { field: 'icon', storage, rules: ICON_RULES };
  return new ApiRouter('/api/social-links')
    .get('/active', PUBLIC, async (ctx) => {
      const answer = await cache.read('social-links:active', async () => ({
        success: true,
        socialLinks: await links.listPublic(),
      }));
      sendCached(ctx, answer);
    })
    .get('', ADMIN, async (ctx) => {
      sendPrivate(ctx, { socialLinks: await links.listAll() });
    })
    .post('', ADMIN, iconUpload, async (ctx) => {
      const socialLink = await withForm(ctx, socialLinkCreateSchema, icon, (input, path) =>
        links.create(input, path),
      );
      sendPrivate(ctx, { socialLink, message: MESSAGES.socialLinkCreated }, 201);
    })
    .put('/:id', ADMIN, iconUpload, async (ctx) => {
      const answer = await withForm(ctx, socialLinkUpdateSchema, icon, async (input, path) => {
        const socialLink = await links.update(ctx.params.id ?? '', input, path);
        return { socialLink, message: socialLinkUpdateMessage(input, path, socialLink) };
      });
      sendPrivate(ctx, answer);
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await links.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.socialLinkDeleted });
    });
}
