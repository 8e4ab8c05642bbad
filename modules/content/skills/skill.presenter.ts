import { allowlist } from '../../platform/http/index.ts';
import type { Skill } from './skill.entity.ts';
import type { SkillView } from './skill.schemas.ts';

/** Whole years since the start year, never negative; 0 when unknown. */
export function experienceYears(startedYear: number | null | undefined, now: Date): number {
  return startedYear ? Math.max(0, now.getFullYear() - startedYear) : 0;
}

/** A skill as the API presents it: its fields by the same names, and the years of experience. */
export function presentSkill(skill: Skill, now = new Date()): SkillView {
  return {
    ...allowlist(skill, [
      'id',
      'name',
      'category',
      'proficiency',
      'started_year',
      'description',
      'status',
      'order_index',
      'icon',
    ]),
    experience: experienceYears(skill.started_year, now),
    updated_at: skill.updated_at.toISOString(),
  };
}
