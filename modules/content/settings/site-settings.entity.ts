import { p } from '@mikro-orm/core';
import { table, updatedAtColumn } from '../../platform/db/index.ts';

/** The one row of owner-editable site settings (id 'site'); absent until first edited. */
export const SiteSettingsSchema = table('SiteSettings', 'content_site_settings', {
  id: p.string().length(20).primary(),
  owner_name: p.string().length(100),
  hero_title: p.string().length(200),
  hero_subtitle: p.string().length(600),
  contact_email: p.string().length(254),
  whatsapp_url: p.string().length(500),
  telegram_url: p.string().length(500),
  updated_at: updatedAtColumn(),
});

export class SiteSettings extends SiteSettingsSchema.class {}
SiteSettingsSchema.setClass(SiteSettings);
