import { z } from 'zod';
import { textList } from '../../platform/fields/index.ts';
import { blank, flag, isHttpUrl, MESSAGES, nullableText, required, sortOrder } from '../content.fields.ts';

/** Projects' rules and answers, shared by the server and the admin web form. Only zod here. */

export const PROJECT_STATUSES = ['published', 'draft', 'archived'] as const;

const isProjectPath = (value: string) => /^\/PROJECTS\/[\w\-./]*$/.test(value) && !value.includes('..');
/** A JSON array (as the spec sends it), comma separated text, or an array. */
const technologies = textList({
  itemMax: 50,
  maxItems: 30,
  invalid: MESSAGES.technologies,
  tooLong: MESSAGES.tooLong,
  tooMany: 'At most 30 technologies',
});
const projectFields = {
  link: nullableText(500, (value) => isHttpUrl(value) || isProjectPath(value), MESSAGES.projectLink),
  github_link: nullableText(500, isHttpUrl, MESSAGES.githubLink),
  remove_image: blank(flag.optional()),
};
export const projectCreateSchema = z.object({
  title: required(MESSAGES.titleRequired, 200),
  category: required(MESSAGES.categoryRequired, 100),
  description: required(MESSAGES.descriptionRequired, 5000),
  technologies: blank(technologies.default([])),
  status: blank(z.enum(PROJECT_STATUSES, { error: MESSAGES.projectStatus }).default('published')),
  featured: blank(flag.default(false)),
  order_index: blank(sortOrder.default(0)),
  ...projectFields,
});
export const projectUpdateSchema = z.object({
  title: required(MESSAGES.titleRequired, 200).optional(),
  category: required(MESSAGES.categoryRequired, 100).optional(),
  description: required(MESSAGES.descriptionRequired, 5000).optional(),
  technologies: technologies.optional(),
  status: blank(z.enum(PROJECT_STATUSES, { error: MESSAGES.projectStatus }).optional()),
  featured: blank(flag.optional()),
  order_index: blank(sortOrder.optional()),
  ...projectFields,
});

export { type ProjectView, projectsResponseSchema, projectViewSchema } from '../content-views.schemas.ts';

export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
