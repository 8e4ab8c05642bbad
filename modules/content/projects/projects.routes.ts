import type { PublicCache } from '../../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC_ADMIN_SEES_ALL, sendPrivate } from '../../platform/http/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { IMAGE_UPLOADS, imagedWrites, imageUpload, sendCachedAnswer } from '../content-http.ts';
import { projectCreateSchema, projectUpdateSchema } from './project.schemas.ts';
import type { ProjectsService } from './projects.service.ts';

/** Projects: visitors get published ones (cached), an admin token gets all. */
export function projectsRoutes(
  projects: ProjectsService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
  const writes = imagedWrites({
    service: projects,
    storage,
    uploads: IMAGE_UPLOADS,
    createSchema: projectCreateSchema,
    updateSchema: projectUpdateSchema,
    name: 'project',
    created: MESSAGES.projectCreated,
    updated: MESSAGES.projectUpdated,
    deleted: MESSAGES.projectDeleted,
  });
  return new ApiRouter('/api/projects')
    .get('', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { projects: await projects.listAll() });
        return;
      }
      await sendCachedAnswer(ctx, cache, 'projects', 'projects', () => projects.listPublic());
    })
    .get('/categories', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { categories: await projects.categoriesAll() });
        return;
      }
      await sendCachedAnswer(ctx, cache, 'projects:categories', 'categories', () =>
        projects.categoriesPublic(),
      );
    })
    .post('', ADMIN, imageUpload, writes.create)
    .put('/:id', ADMIN, imageUpload, writes.update)
    .delete('/:id', ADMIN, writes.remove);
}
