import { tabsOf } from '../shared/forms';

/** Spec section 2 (Skills): the filter tabs and the proficiency bar's colour bands. */
export const SKILL_STATUSES = ['active', 'learning', 'paused'] as const;
export type SkillStatus = (typeof SKILL_STATUSES)[number];
export type SkillTab = 'all' | SkillStatus;

export const SKILL_TABS: readonly { value: SkillTab; label: string }[] = tabsOf(SKILL_STATUSES);

/** Spec section 8, Skills. */
export const SKILL_MESSAGES = {
  fetchFailed: 'Failed to fetch skills',
  saveFailed: 'Failed to save skill',
  saveError: 'An error occurred while saving the skill',
  deleteFailed: 'Failed to delete skill',
  created: 'Skill created successfully!',
  updated: 'Skill updated successfully!',
  deleted: 'Skill deleted successfully!',
  empty: 'No skills found',
} as const;

export function filterByStatus<T extends { status: string }>(items: readonly T[], tab: SkillTab): T[] {
  return tab === 'all' ? [...items] : items.filter((item) => item.status === tab);
}

export function countByStatus(items: readonly { status: string }[]): Record<SkillTab, number> {
  const counts: Record<SkillTab, number> = { all: items.length, active: 0, learning: 0, paused: 0 };
  for (const item of items) {
    if (item.status in counts && item.status !== 'all') counts[item.status as SkillStatus] += 1;
  }
  return counts;
}

export type ProficiencyBand = 'green' | 'blue' | 'yellow' | 'red';

/** 80 and up green, 60 and up blue, 40 and up yellow, otherwise red. */
export function proficiencyBand(proficiency: number): ProficiencyBand {
  if (proficiency >= 80) return 'green';
  if (proficiency >= 60) return 'blue';
  if (proficiency >= 40) return 'yellow';
  return 'red';
}

export const BAND_CLASSES: Record<ProficiencyBand, string> = {
  green: 'bg-emerald-500',
  blue: 'bg-sky-500',
  yellow: 'bg-amber-400',
  red: 'bg-rose-500',
};

export const STATUS_TONES = { active: 'success', learning: 'info', paused: 'warning' } as const;
