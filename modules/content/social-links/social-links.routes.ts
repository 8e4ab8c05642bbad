import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import type { ContentAnswers } from '../content-answers.ts';
import { picturedRoutes } from '../content-http.ts';
import { socialLinkCreateSchema, socialLinkUpdateSchema } from './social-link.schemas.ts';
import { type SocialLinksService, socialLinkUpdateMessage } from './social-links.service.ts';

/** Footer social links: the public active list (cached) and the admin screen's calls. */
export function socialLinksRoutes(
  links: SocialLinksService,
  storage: UploadStorage,
  answers: ContentAnswers,
) {
  return picturedRoutes({
    path: '/api/social-links',
    service: links,
    storage,
    picture: 'icon',
    createSchema: socialLinkCreateSchema,
    updateSchema: socialLinkUpdateSchema,
    name: 'socialLink',
    listName: 'socialLinks',
    visitorsList: { path: '/active', answer: answers.socialLinks },
    created: MESSAGES.socialLinkCreated,
    updated: socialLinkUpdateMessage,
    deleted: MESSAGES.socialLinkDeleted,
  });
}
