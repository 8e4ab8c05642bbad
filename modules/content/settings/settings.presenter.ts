import { allowlist } from '../../platform/http/index.ts';
import { SETTINGS_DEFAULTS, type SettingsView } from './settings.schemas.ts';
import type { SiteSettings } from './site-settings.entity.ts';

/** The fields a form writes as they are and the API shows by the same names. */
export const SETTINGS_FIELDS = [
  'owner_name',
  'hero_title',
  'hero_subtitle',
  'contact_email',
  'whatsapp_url',
  'telegram_url',
] as const satisfies readonly (keyof SiteSettings)[];

/** The stored settings (an allowlist of their fields, by the same names), or the defaults while nobody has edited them. */
export function presentSettings(settings: SiteSettings | null): SettingsView {
  if (!settings) return { ...SETTINGS_DEFAULTS, updated_at: null };
  return allowlist(settings, [...SETTINGS_FIELDS, 'updated_at']);
}
