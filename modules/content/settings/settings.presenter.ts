import { allowlist } from '../../platform/http/index.ts';
import { SETTINGS_DEFAULTS, SETTINGS_FIELDS, type SettingsView } from './settings.schemas.ts';
import type { SiteSettings } from './site-settings.entity.ts';

/** The stored settings (an allowlist of their fields, by the same names), or the defaults while nobody has edited them. */
export function presentSettings(settings: SiteSettings | null): SettingsView {
  if (!settings) return { ...SETTINGS_DEFAULTS, updated_at: null };
  return allowlist(settings, [...SETTINGS_FIELDS, 'updated_at']);
}
