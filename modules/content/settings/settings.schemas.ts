import { z } from 'zod';
import { isHttpUrl, MESSAGES, required } from '../content.fields.ts';

/** Site settings' rules and answer, shared by the server and the admin Settings page. Only zod here. */

/** The stored site settings start from these (the values web/src/lib/site.ts shipped with). */
export const SETTINGS_DEFAULTS = {
  owner_name: 'Wanjiru Kamau',
  hero_title: 'Software that works, words that land, and property advice you can trust.',
  hero_subtitle:
    'I write software, words and property deals that hold up. Apps for the web and your phone, copy that connects and converts, and honest advice on where to live and invest.',
  contact_email: 'hello@wanjirukamau.co.ke',
  whatsapp_url: 'https://wa.me/254712345678',
  telegram_url: 'https://t.me/wanjirukamau',
} as const;

/** The settings' fields: what the admin form edits and the API shows, by the same names. */
export const SETTINGS_FIELDS = [
  'owner_name',
  'hero_title',
  'hero_subtitle',
  'contact_email',
  'whatsapp_url',
  'telegram_url',
] as const satisfies readonly (keyof typeof SETTINGS_DEFAULTS)[];

const httpUrl = (message: string) => z.string().trim().max(500, MESSAGES.tooLong).refine(isHttpUrl, message);
/** Any subset of the settings; the rest keep their stored values. */
export const settingsUpdateSchema = z.object({
  owner_name: required(MESSAGES.ownerName, 100).optional(),
  hero_title: z.string().trim().max(200, MESSAGES.tooLong).optional(),
  hero_subtitle: z.string().trim().max(600, MESSAGES.tooLong).optional(),
  contact_email: z.email(MESSAGES.email).trim().max(254).optional(),
  whatsapp_url: httpUrl('WhatsApp link must be an http(s) URL').optional(),
  telegram_url: httpUrl('Telegram link must be an http(s) URL').optional(),
});

export { type SettingsView, settingsResponseSchema, settingsViewSchema } from '../content-views.schemas.ts';

export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;
