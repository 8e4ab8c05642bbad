import { skillChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import { type ContentDeps, distinctCategories } from '../content-changes.ts';
import { ContentRecords } from '../content-records.ts';
import { Skill } from './skill.entity.ts';
import { presentSkill, SKILL_FIELDS } from './skill.presenter.ts';
import type { SkillCreateInput, SkillStatus, SkillUpdateInput, SkillView } from './skill.schemas.ts';

/** Skills: visitors see active ones; administrators see and change all. */
export class SkillsService extends ContentRecords<Skill, SkillView, SkillCreateInput, SkillUpdateInput> {
  constructor(deps: ContentDeps) {
    super(deps, {
      entity: Skill,
      event: skillChanged,
      fields: SKILL_FIELDS,
      picture: 'icon',
      notFound: MESSAGES.skillNotFound,
      visible: { status: 'active' },
      orderBy: { order_index: 'asc', name: 'asc', id: 'asc' },
      present: presentSkill,
    });
  }

  /** Every skill, or those with one status (`all` or none: every skill). */
  override listAll(filter: { status?: SkillStatus | 'all' } = {}): Promise<SkillView[]> {
    const wanted = filter.status === 'all' ? undefined : filter.status;
    return this.list(wanted ? { status: wanted } : {});
  }

  async categories(): Promise<string[]> {
    return distinctCategories(await this.deps.em.find(Skill, {}, { fields: ['category'] }));
  }
}
