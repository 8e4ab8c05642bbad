import { randomUUID } from 'node:crypto';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '../platform/db/index.ts';
import type { Publish } from '../platform/events/index.ts';
import { projectChanged, promotionChanged, settingsChanged, skillChanged } from './content.events.ts';
import type { ChangeEvent } from './content-changes.ts';
import { Project } from './projects/project.entity.ts';
import { PROJECT_FIELDS } from './projects/project.presenter.ts';
import { Promotion } from './promotions/promotion.entity.ts';
import { PROMOTION_FIELDS } from './promotions/promotion.presenter.ts';
import { SETTINGS_DEFAULTS, SETTINGS_FIELDS } from './settings/settings.schemas.ts';
import { SETTINGS_ID } from './settings/settings.service.ts';
import { SiteSettings } from './settings/site-settings.entity.ts';
import { Skill } from './skills/skill.entity.ts';
import { SKILL_FIELDS } from './skills/skill.presenter.ts';
import { SocialLink } from './social-links/social-link.entity.ts';
import { SOCIAL_LINK_FIELDS } from './social-links/social-link.presenter.ts';

/** What the export carries of each kind of record: what its admin form writes, and its picture. */
const KINDS = {
  project: { entity: Project, event: projectChanged, fields: [...PROJECT_FIELDS, 'image'] },
  skill: { entity: Skill, event: skillChanged, fields: [...SKILL_FIELDS, 'icon'] },
  social_link: { entity: SocialLink, event: null, fields: [...SOCIAL_LINK_FIELDS, 'icon'] },
  promotion: {
    entity: Promotion,
    event: promotionChanged,
    fields: [...PROMOTION_FIELDS, 'image'],
  },
} as const;

export type PortableKind = keyof typeof KINDS;
/** One record as the export carries it: its id there, its fields, when it was made. */
export type PortableRecord = { id: string; created_at: string } & Record<string, unknown>;
export type PortableSettings = Record<(typeof SETTINGS_FIELDS)[number], string>;

export type ContentPortableDeps = {
  em: EntityManager;
  publish: Publish;
  clock: () => Date;
  cache: { invalidate(): Promise<void> };
};

type Row = { id: string; created_at: Date; updated_at: Date } & Record<string, unknown>;
/** The four record kinds share these columns; the ORM sees one of them at a time. */
const entityOf = (kind: PortableKind) => KINDS[kind].entity as unknown as EntityName<Row>;

/**
 * The content module's side of the site's export (imports' archive): every project, skill,
 * social link and promotion, and the site settings; on the way back in, each saved in the
 * importer's transaction with its change event (search indexes it), by the same fields.
 */
export class ContentPortable {
  readonly #deps: ContentPortableDeps;

  constructor(deps: ContentPortableDeps) {
    this.#deps = deps;
  }

  /** Every record of the kind, in the site's order. */
  async list(kind: PortableKind): Promise<PortableRecord[]> {
    const { fields } = KINDS[kind];
    const rows = await this.#deps.em
      .fork()
      .find(entityOf(kind), {}, { orderBy: { order_index: 'asc', id: 'asc' } });
    return rows.map((row) => {
      const record: PortableRecord = { id: row.id, created_at: row.created_at.toISOString() };
      for (const field of fields) record[field] = row[field] ?? null;
      return record;
    });
  }

  /** The site settings as edited, or null while they are still the defaults. */
  async settings(): Promise<PortableSettings | null> {
    const row = await this.#deps.em.fork().findOne(SiteSettings, { id: SETTINGS_ID });
    if (!row) return null;
    const settings = { ...SETTINGS_DEFAULTS } as PortableSettings;
    for (const field of SETTINGS_FIELDS) settings[field] = row[field];
    return settings;
  }

  /** Whether a record an earlier import made still exists. */
  async exists(tx: EntityManager, kind: PortableKind, id: string): Promise<boolean> {
    return (await tx.count(entityOf(kind), { id })) > 0;
  }

  /** Creates the record, or updates `targetId` in place. Returns its id. */
  async save(
    tx: EntityManager,
    kind: PortableKind,
    targetId: string | null,
    record: PortableRecord,
  ): Promise<string> {
    const { event, fields } = KINDS[kind];
    const values: Record<string, unknown> = {};
    for (const field of fields) if (record[field] !== undefined) values[field] = record[field];
    const existing = targetId ? await tx.findOne(entityOf(kind), { id: targetId }) : null;
    const id = existing?.id ?? randomUUID();
    if (existing) tx.assign(existing, values as never);
    else tx.create(entityOf(kind), { id, ...values, created_at: new Date(record.created_at) } as never);
    await tx.flush();
    await this.#changed(tx, event, id, existing ? 'updated' : 'created');
    return id;
  }

  /** Writes the site settings (the one record), as the owner's edit does. */
  async saveSettings(tx: EntityManager, settings: PortableSettings): Promise<void> {
    await tx.upsert(SiteSettings, { id: SETTINGS_ID, ...settings, updated_at: this.#deps.clock() });
    await this.#changed(tx, settingsChanged, SETTINGS_ID, 'updated');
  }

  /** After the import committed: the next reads anywhere see it. */
  async committed(): Promise<void> {
    await this.#deps.cache.invalidate();
  }

  async #changed(tx: EntityManager, event: ChangeEvent | null, id: string, action: 'created' | 'updated') {
    if (event)
      await this.#deps.publish(tx, event, { id, action, occurredAt: this.#deps.clock().toISOString() });
  }
}
