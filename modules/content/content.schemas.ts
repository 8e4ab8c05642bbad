/**
 * The content module's zod rules and answers as the web app imports them (skills, projects,
 * promotions, social links, site settings): each resource's own `*.schemas.ts`, and the messages
 * and colour rules they share. Inputs arrive as multipart text, so numbers are coerced, booleans
 * accept 'true'/'false', and a blank optional text clears it (null) while a blank number, flag or
 * choice means "not given". Only zod here.
 */

export { MAX_IMAGE_BYTES, MESSAGES } from './content.fields.ts';
export {
  categoriesResponseSchema,
  contentWriteResponseSchema,
  settingsUpdateResponseSchema,
} from './content-views.schemas.ts';
export { isCssColour, isCssGradient, isPromotionBackground, PROMOTION_BG_CLASSES } from './css-colours.ts';
export * from './projects/project.schemas.ts';
export * from './promotions/promotion.schemas.ts';
export * from './settings/settings.schemas.ts';
export * from './skills/skill.schemas.ts';
export * from './social-links/social-link.schemas.ts';
