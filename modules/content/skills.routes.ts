import type { PublicCache } from '../platform/cache/index.ts';
import {
  ADMIN,
  ApiRouter,
  PUBLIC_ADMIN_SEES_ALL,
  parse,
  sendCached,
  sendPrivate,
} from '../platform/http/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { MESSAGES, skillCreateSchema, skillsQuerySchema, skillUpdateSchema } from './content.schemas.ts';
import { ICON_RULES, iconUpload, withForm } from './content-http.ts';
import type { SkillsService } from './skills.service.ts';

/** Skills (admin spec: Skills; public spec: the home page carousel). */
export function skillsRoutes(skills: SkillsService, storage: UploadStorage, cache: PublicCache): ApiRouter {
  const icon = { field: 'icon', storage, rules: ICON_RULES };
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
      const skill = await withForm(ctx, skillCreateSchema, icon, (input, path) => skills.create(input, path));
      sendPrivate(ctx, { skill, message: MESSAGES.skillCreated }, 201);
    })
    .put('/:id', ADMIN, iconUpload, async (ctx) => {
      const skill = await withForm(ctx, skillUpdateSchema, icon, (input, path) =>
        skills.update(ctx.params.id ?? '', input, path),
      );
      sendPrivate(ctx, { skill, message: MESSAGES.skillUpdated });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await skills.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.skillDeleted });
    });
}
