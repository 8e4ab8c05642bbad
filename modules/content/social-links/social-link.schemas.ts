import { z } from 'zod';
import { blank, flag, isHttpUrl, isMailtoUrl, MESSAGES, required, sortOrder } from '../content.fields.ts';
import { isCssColour } from '../css-colours.ts';

/** Footer social links' rules and answers, shared by the server and the admin web form. Only zod here. */

export const SOCIAL_DEFAULT_COLOR = '#6B7280';
export const SOCIAL_DEFAULT_HOVER_COLOR = '#374151';

const colour = z.string().trim().refine(isCssColour, MESSAGES.colour);
const socialUrl = z
  .string({ error: MESSAGES.urlRequired })
  .trim()
  .min(1, MESSAGES.urlRequired)
  .max(500, MESSAGES.tooLong)
  .refine((value) => isHttpUrl(value) || isMailtoUrl(value), MESSAGES.socialUrl);
export const socialLinkCreateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100),
  url: socialUrl,
  platform: required(MESSAGES.platformRequired, 50),
  color: blank(colour.default(SOCIAL_DEFAULT_COLOR)),
  hover_color: blank(colour.default(SOCIAL_DEFAULT_HOVER_COLOR)),
  is_active: blank(flag.default(true)),
  order_index: blank(sortOrder.default(0)),
  remove_icon: blank(flag.optional()),
});
/** The full body, or only `is_active` for the status toggle. */
export const socialLinkUpdateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100).optional(),
  url: socialUrl.optional(),
  platform: required(MESSAGES.platformRequired, 50).optional(),
  color: blank(colour.optional()),
  hover_color: blank(colour.optional()),
  is_active: blank(flag.optional()),
  order_index: blank(sortOrder.optional()),
  remove_icon: blank(flag.optional()),
});

export {
  type SocialLinkView,
  socialLinksResponseSchema,
  socialLinkViewSchema,
} from '../content-views.schemas.ts';

export type SocialLinkCreateInput = z.infer<typeof socialLinkCreateSchema>;
export type SocialLinkUpdateInput = z.infer<typeof socialLinkUpdateSchema>;
