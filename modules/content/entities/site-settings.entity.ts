import { defineEntity, p } from '@mikro-orm/core';

/** The one row of owner-editable site settings (id 'site'); absent until first edited. */
export const SiteSettingsSchema = defineEntity({
  name: 'SiteSettings',
  tableName: 'content_site_settings',
  properties: {
    id: p.string().length(20).primary(),
    ownerName: p.string().length(100),
    heroTitle: p.string().length(200),
    heroSubtitle: p.string().length(600),
    contactEmail: p.string().length(254),
    whatsappUrl: p.string().length(500),
    telegramUrl: p.string().length(500),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class SiteSettings extends SiteSettingsSchema.class {}
SiteSettingsSchema.setClass(SiteSettings);
