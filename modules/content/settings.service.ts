import { LockMode } from '@mikro-orm/core';
import { settingsChanged } from './content.events.ts';
import { presentSettings } from './content.presenter.ts';
import type { SettingsUpdateInput, SettingsView } from './content.schemas.ts';
import { SETTINGS_DEFAULTS } from './content.schemas.ts';
import { type ContentDeps, commitChange } from './content-changes.ts';
import { SiteSettings } from './entities/index.ts';

/** The single settings record's id. */
export const SETTINGS_ID = 'site';

/** Owner-editable site settings: one record, the spec's defaults until first edited. */
export class SettingsService {
  readonly #deps: ContentDeps;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
  }

  async get(): Promise<SettingsView> {
    return presentSettings(await this.#deps.em.findOne(SiteSettings, { id: SETTINGS_ID }));
  }

  /** Applies the fields sent; the record is created from the defaults on the first edit. */
  async update(input: SettingsUpdateInput): Promise<SettingsView> {
    const settings = await commitChange(this.#deps, settingsChanged, 'updated', async (tx) => {
      // Two first edits at once: the insert is idempotent, then the row lock orders them.
      await tx.execute(
        `insert into content_site_settings (id, owner_name, hero_title, hero_subtitle, contact_email,
         whatsapp_url, telegram_url, updated_at) values (?, ?, ?, ?, ?, ?, ?, now()) on conflict (id) do nothing`,
        [
          SETTINGS_ID,
          SETTINGS_DEFAULTS.owner_name,
          SETTINGS_DEFAULTS.hero_title,
          SETTINGS_DEFAULTS.hero_subtitle,
          SETTINGS_DEFAULTS.contact_email,
          SETTINGS_DEFAULTS.whatsapp_url,
          SETTINGS_DEFAULTS.telegram_url,
        ],
      );
      const found = await tx.findOneOrFail(
        SiteSettings,
        { id: SETTINGS_ID },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (input.owner_name !== undefined) found.ownerName = input.owner_name;
      if (input.hero_title !== undefined) found.heroTitle = input.hero_title;
      if (input.hero_subtitle !== undefined) found.heroSubtitle = input.hero_subtitle;
      if (input.contact_email !== undefined) found.contactEmail = input.contact_email;
      if (input.whatsapp_url !== undefined) found.whatsappUrl = input.whatsapp_url;
      if (input.telegram_url !== undefined) found.telegramUrl = input.telegram_url;
      // An edit that changes nothing still stamps the record, so updated_at says "edited".
      found.updatedAt = this.#deps.clock();
      return { id: SETTINGS_ID, value: found };
    });
    return presentSettings(settings);
  }
}
