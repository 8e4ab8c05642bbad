import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import { PROJECT_STATUSES } from './project.schemas.ts';

/** A portfolio project; visitors see only published ones. */
export const ProjectSchema = table(
  'Project',
  'content_project',
  {
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
    created_at: createdAtColumn(),
    updated_at: updatedAtColumn(),
  },
  {
    indexes: [{ name: 'content_project_order_idx', properties: ['order_index', 'title'] }],
  },
);

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
