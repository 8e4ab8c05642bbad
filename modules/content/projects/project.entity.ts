import { defineEntity, p } from '@mikro-orm/core';
import { PROJECT_STATUSES } from './project.schemas.ts';

/** A portfolio project; visitors see only published ones. */
export const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'content_project',
  properties: {
    id: p.uuid().primary(),
    title: p.string().length(200),
    category: p.string().length(100),
    description: p.text(),
    technologies: p.json<string[]>(),
    link: p.string().length(500).nullable(),
    github_link: p.string().length(500).nullable(),
    status: p.enum(PROJECT_STATUSES).default('published'),
    featured: p.boolean().default(false),
    order_index: p.integer().default(0),
    image: p.string().length(255).nullable(),
    views_count: p.integer().default(0),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ name: 'content_project_order_idx', properties: ['order_index', 'title'] }],
});

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
