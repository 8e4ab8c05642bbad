import { ADMIN, ApiRouter, PUBLIC } from '../platform/http/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { MESSAGES, projectCreateSchema, projectUpdateSchema } from './content.schemas.ts';
import {
  callerIsAdmin,
  IMAGE_RULES,
  imageUpload,
  sendCached,
  sendPrivate,
  withForm,
} from './content-http.ts';
import type { ProjectsService } from './projects.service.ts';
import type { PublicCache } from './public-cache.ts';

/** Projects: visitors get published ones (cached), an admin token gets all. */
export function projectsRoutes(
  projects: ProjectsService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
  const image = { field: 'image', storage, rules: IMAGE_RULES };
  return new ApiRouter('/api/projects')
    .get('', PUBLIC, async (ctx) => {
      if (await callerIsAdmin(ctx)) {
        sendPrivate(ctx, { projects: await projects.list(true) });
        return;
      }
      const answer = await cache.read('projects', async () => ({
        success: true,
        projects: await projects.list(false),
      }));
      sendCached(ctx, answer);
    })
    .get('/categories', PUBLIC, async (ctx) => {
      if (await callerIsAdmin(ctx)) {
        sendPrivate(ctx, { categories: await projects.categories(true) });
        return;
      }
      const answer = await cache.read('projects:categories', async () => ({
        success: true,
        categories: await projects.categories(false),
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
