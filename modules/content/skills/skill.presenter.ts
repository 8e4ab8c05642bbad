import { allowlist } from '../../platform/http/index.ts';
import type { Skill } from './skill.entity.ts';
import type { SkillView } from './skill.schemas.ts';

/** The fields a form writes as they are (a picture follows the upload) and the API shows by the same names. */
export const SKILL_FIELDS = [
  'name',
  'category',
  'proficiency',
  'started_year',
  'description',
  'status',
  'order_index',
] as const satisfies readonly (keyof Skill)[];

/** Whole years since the start year, never negative; 0 when unknown. */
export function experienceYears(startedYear: number | null | undefined, now: Date): number {
  return startedYear ? Math.max(0, now.getFullYear() - startedYear) : 0;
}

/** A skill as the API presents it: its fields by the same names, and the years of experience. */
export function presentSkill(skill: Skill, now = new Date()): SkillView {
  return {
    ...allowlist(skill, ['id', ...SKILL_FIELDS, 'icon']),
    experience: experienceYears(skill.started_year, now),
    updated_at: skill.updated_at.toISOString(),
  };
}
