import { defineEntity, p } from '@mikro-orm/core';
import { SKILL_STATUSES } from '../content.schemas.ts';

/** A skill on the home page carousel; visitors see only active ones. */
export const SkillSchema = defineEntity({
  name: 'Skill',
  tableName: 'content_skill',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    category: p.string().length(100),
    proficiency: p.integer().default(50),
    startedYear: p.integer().nullable(),
    description: p.text().nullable(),
    status: p.enum(SKILL_STATUSES).default('active'),
    orderIndex: p.integer().default(0),
    icon: p.string().length(255).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ name: 'content_skill_order_idx', properties: ['orderIndex', 'name'] }],
});

export class Skill extends SkillSchema.class {}
SkillSchema.setClass(Skill);
