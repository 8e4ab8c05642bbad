import type { PublicCache } from '../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC_ADMIN_SEES_ALL, sendCached, sendPrivate } from '../platform/http/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { MESSAGES, projectCreateSchema, projectUpdateSchema } from './content.schemas.ts';
import { IMAGE_RULES, imageUpload, withForm } from './content-http.ts';
import type { ProjectsService } from './projects.service.ts';

/** Projects: visitors get published ones (cached), an admin token gets all. */
export function projectsRoutes(
  projects: ProjectsService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
  const image = { field: 'image', storage, rules: IMAGE_RULES };
  return new ApiRouter('/api/projects')
    .get('', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { projects: await projects.listAll() });
        return;
      }
      const answer = await cache.read('projects', async () => ({
        success: true,
        projects: await projects.listPublic(),
      }));
      sendCached(ctx, answer);
    })
    .get('/categories', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { categories: await projects.categoriesAll() });
        return;
      }
      const answer = await cache.read('projects:categories', async () => ({
        success: true,
        categories: await projects.categoriesPublic(),
      }));
      sendCached(ctx, answer);
    })
    .post('', ADMIN, imageUpload, async (ctx) => {
      const project = await withForm(ctx, projectCreateSchema, image, (input, path) =>
        projects.create(input, path),
      );
      sendPrivate(ctx, { project, message: MESSAGES.projectCreated }, 201);
    })
    .put('/:id', ADMIN, imageUpload, async (ctx) => {
      const project = await withForm(ctx, projectUpdateSchema, image, (input, path) =>
        projects.update(ctx.params.id ?? '', input, path),
      );
      sendPrivate(ctx, { project, message: MESSAGES.projectUpdated });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await projects.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.projectDeleted });
    });
}
