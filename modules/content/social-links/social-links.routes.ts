import type { PublicCache } from '../../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC, parse, sendCached, sendPrivate } from '../../platform/http/index.ts';
import { formFields, type UploadStorage, withUploads } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { ICON_UPLOADS, iconUpload } from '../content-http.ts';
import { socialLinkCreateSchema, socialLinkUpdateSchema } from './social-link.schemas.ts';
import { type SocialLinksService, socialLinkUpdateMessage } from './social-links.service.ts';

/** Footer social links: the public active list (cached) and the admin screen's calls. */
export function socialLinksRoutes(
  links: SocialLinksService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
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
      const input = parse(socialLinkCreateSchema, formFields(ctx));
      const socialLink = await withUploads(ctx, storage, ICON_UPLOADS, ({ image }) =>
        links.create(input, image),
      );
      sendPrivate(ctx, { socialLink, message: MESSAGES.socialLinkCreated }, 201);
    })
    .put('/:id', ADMIN, iconUpload, async (ctx) => {
      const input = parse(socialLinkUpdateSchema, formFields(ctx));
      const answer = await withUploads(ctx, storage, ICON_UPLOADS, async ({ image }) => {
        const socialLink = await links.update(ctx.params.id ?? '', input, image);
        return { socialLink, message: socialLinkUpdateMessage(input, image, socialLink) };
      });
      sendPrivate(ctx, answer);
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await links.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.socialLinkDeleted });
    });
}
