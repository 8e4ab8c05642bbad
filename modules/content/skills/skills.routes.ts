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
import { ICON_UPLOADS, iconUpload } from '../content-http.ts';
import { skillCreateSchema, skillsQuerySchema, skillUpdateSchema } from './skill.schemas.ts';
import type { SkillsService } from './skills.service.ts';

/** Skills (admin spec: Skills; public spec: the home page carousel). */
export function skillsRoutes(skills: SkillsService, storage: UploadStorage, cache: PublicCache): ApiRouter {
  return new ApiRouter('/api/skills')
    .get('', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const { status } = parse(skillsQuerySchema, ctx.query);
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { skills: await skills.listAll({ status }) });
        return;
      }
      // Visitors only ever see active skills; asking for another status finds none.
      const visible = status === undefined || status === 'all' || status === 'active';
      const answer = await cache.read(visible ? 'skills:active' : 'skills:none', async () => ({
        success: true,
        skills: visible ? await skills.listPublic() : [],
      }));
      sendCached(ctx, answer);
    })
    .get('/categories', ADMIN, async (ctx) => {
      sendPrivate(ctx, { categories: await skills.categories() });
    })
    .post('', ADMIN, iconUpload, async (ctx) => {
      const input = parse(skillCreateSchema, formFields(ctx));
      const skill = await withUploads(ctx, storage, ICON_UPLOADS, ({ image }) => skills.create(input, image));
      sendPrivate(ctx, { skill, message: MESSAGES.skillCreated }, 201);
    })
    .put('/:id', ADMIN, iconUpload, async (ctx) => {
      const input = parse(skillUpdateSchema, formFields(ctx));
      const skill = await withUploads(ctx, storage, ICON_UPLOADS, ({ image }) =>
        skills.update(ctx.params.id ?? '', input, image),
      );
      sendPrivate(ctx, { skill, message: MESSAGES.skillUpdated });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await skills.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.skillDeleted });
    });
}
