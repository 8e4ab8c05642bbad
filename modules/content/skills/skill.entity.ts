import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import { SKILL_STATUSES } from './skill.schemas.ts';

/** A skill on the home page carousel; visitors see only active ones. */
export const SkillSchema = table(
  'Skill',
  'content_skill',
  {
    id: p.uuid().primary(),
    name: p.string().length(100),
    category: p.string().length(100),
    proficiency: p.integer().default(50),
    started_year: p.integer().nullable(),
    description: p.text().nullable(),
    status: p.enum(SKILL_STATUSES).default('active'),
    order_index: p.integer().default(0),
    icon: p.string().length(255).nullable(),
    created_at: createdAtColumn(),
    updated_at: updatedAtColumn(),
  },
  {
    indexes: [{ name: 'content_skill_order_idx', properties: ['order_index', 'name'] }],
  },
);

export class Skill extends SkillSchema.class {}
SkillSchema.setClass(Skill);
