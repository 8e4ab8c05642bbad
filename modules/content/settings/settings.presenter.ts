import { SETTINGS_DEFAULTS, type SettingsView } from './settings.schemas.ts';
import type { SiteSettings } from './site-settings.entity.ts';

/** The stored settings (an allowlist of their fields, by the same names), or the defaults while nobody has edited them. */
export function presentSettings(settings: SiteSettings | null): SettingsView {
  if (!settings) return { ...SETTINGS_DEFAULTS, updated_at: null };
  return {
    owner_name: settings.owner_name,
    hero_title: settings.hero_title,
    hero_subtitle: settings.hero_subtitle,
    contact_email: settings.contact_email,
    whatsapp_url: settings.whatsapp_url,
    telegram_url: settings.telegram_url,
    updated_at: settings.updated_at.toISOString(),
  };
}
