import { PUBLIC_ADMIN_SEES_ALL, sendCached, sendPrivate } from '../../platform/http/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import type { ContentAnswers } from '../content-answers.ts';
import { picturedRoutes } from '../content-http.ts';
import { projectCreateSchema, projectUpdateSchema } from './project.schemas.ts';
import type { ProjectsService } from './projects.service.ts';

/** Projects: visitors get published ones (cached), an admin token gets all. */
export function projectsRoutes(projects: ProjectsService, storage: UploadStorage, answers: ContentAnswers) {
  return picturedRoutes({
    path: '/api/projects',
    service: projects,
    storage,
    picture: 'image',
    createSchema: projectCreateSchema,
    updateSchema: projectUpdateSchema,
    name: 'project',
    listName: 'projects',
    visitorsList: { path: '', answer: answers.projects },
    created: MESSAGES.projectCreated,
    updated: MESSAGES.projectUpdated,
    deleted: MESSAGES.projectDeleted,
  }).get('/categories', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
    if (ctx.state.seesAll) {
      sendPrivate(ctx, { categories: await projects.categoriesAll() });
      return;
    }
    sendCached(ctx, await answers.projectCategories());
  });
}
