import { LockMode } from '@mikro-orm/core';
import { settingsChanged } from '../content.events.ts';
import { type ContentDeps, commitChange, sentFields } from '../content-changes.ts';
import { presentSettings } from './settings.presenter.ts';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_FIELDS,
  type SettingsUpdateInput,
  type SettingsView,
} from './settings.schemas.ts';
import { SiteSettings } from './site-settings.entity.ts';

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
      tx.assign(found, sentFields(input, SETTINGS_FIELDS));
      // An edit that changes nothing still stamps the record, so updated_at says "edited".
      found.updated_at = this.#deps.clock();
      return { id: SETTINGS_ID, value: found };
    });
    return presentSettings(settings);
  }
}
