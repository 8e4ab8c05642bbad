import type { PublicCache } from '../../platform/cache/index.ts';
import {
  ADMIN,
  ApiRouter,
  PUBLIC_ADMIN_SEES_ALL,
  parse,
  sendCached,
  sendPrivate,
} from '../../platform/http/index.ts';
import { formFields, type UploadStorage, withUploads } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { IMAGE_UPLOADS, imageUpload } from '../content-http.ts';
import { projectCreateSchema, projectUpdateSchema } from './project.schemas.ts';
import type { ProjectsService } from './projects.service.ts';

/** Projects: visitors get published ones (cached), an admin token gets all. */
export function projectsRoutes(
  projects: ProjectsService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
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
      const input = parse(projectCreateSchema, formFields(ctx));
      const project = await withUploads(ctx, storage, IMAGE_UPLOADS, ({ image }) =>
        projects.create(input, image),
      );
      sendPrivate(ctx, { project, message: MESSAGES.projectCreated }, 201);
    })
    .put('/:id', ADMIN, imageUpload, async (ctx) => {
      const input = parse(projectUpdateSchema, formFields(ctx));
      const project = await withUploads(ctx, storage, IMAGE_UPLOADS, ({ image }) =>
        projects.update(ctx.params.id ?? '', input, image),
      );
      sendPrivate(ctx, { project, message: MESSAGES.projectUpdated });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await projects.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.projectDeleted });
    });
}
