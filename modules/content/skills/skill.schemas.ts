import { z } from 'zod';
import { blank, flag, MESSAGES, nullableText, required, sortOrder, whole } from '../content.fields.ts';

/** Skills' rules and answers, shared by the server and the admin web form. Only zod here. */

export const SKILL_STATUSES = ['active', 'learning', 'paused'] as const;
export const MIN_STARTED_YEAR = 1990;

const startedYear = whole(MESSAGES.startedYear, MIN_STARTED_YEAR).refine(
  (year) => year <= new Date().getFullYear(),
  MESSAGES.startedYear,
);
const skillFields = {
  description: nullableText(1000),
  remove_icon: blank(flag.optional()),
};
export const skillCreateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100),
  category: required(MESSAGES.categoryRequired, 100),
  proficiency: blank(whole(MESSAGES.proficiency, 0, 100).default(50)),
  started_year: blank(startedYear.nullable().optional()),
  status: blank(z.enum(SKILL_STATUSES, { error: MESSAGES.skillStatus }).default('active')),
  order_index: blank(sortOrder.default(0)),
  ...skillFields,
});
export const skillUpdateSchema = z.object({
  name: required(MESSAGES.nameRequired, 100).optional(),
  category: required(MESSAGES.categoryRequired, 100).optional(),
  proficiency: blank(whole(MESSAGES.proficiency, 0, 100).optional()),
  started_year: blank(startedYear.nullable().optional()),
  status: blank(z.enum(SKILL_STATUSES, { error: MESSAGES.skillStatus }).optional()),
  order_index: blank(sortOrder.optional()),
  ...skillFields,
});
export const skillsQuerySchema = z.object({
  status: z.enum([...SKILL_STATUSES, 'all'], { error: MESSAGES.skillStatus }).optional(),
});

export { type SkillView, skillsResponseSchema, skillViewSchema } from '../content-views.schemas.ts';

export type SkillCreateInput = z.infer<typeof skillCreateSchema>;
export type SkillUpdateInput = z.infer<typeof skillUpdateSchema>;
export type SkillStatus = (typeof SKILL_STATUSES)[number];
