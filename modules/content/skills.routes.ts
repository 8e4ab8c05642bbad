import { ADMIN, ApiRouter, PUBLIC, parse } from '../platform/http/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { MESSAGES, skillCreateSchema, skillsQuerySchema, skillUpdateSchema } from './content.schemas.ts';
import { callerIsAdmin, ICON_RULES, iconUpload, sendCached, sendPrivate, withForm } from './content-http.ts';
import type { PublicCache } from './public-cache.ts';
import type { SkillsService } from './skills.service.ts';

/** Skills (admin spec: Skills; public spec: the home page carousel). */
export function skillsRoutes(skills: SkillsService, storage: UploadStorage, cache: PublicCache): ApiRouter {
  const icon = { field: 'icon', storage, rules: ICON_RULES };
  return new ApiRouter('/api/skills')
    .get('', PUBLIC, async (ctx) => {
      const { status } = parse(skillsQuerySchema, ctx.query);
      if (await callerIsAdmin(ctx)) {
        sendPrivate(ctx, { skills: await skills.list({ status, admin: true }) });
        return;
      }
      const answer = await cache.read(`skills:${status ?? 'active'}`, async () => ({
        success: true,
        skills: await skills.list({ status, admin: false }),
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
