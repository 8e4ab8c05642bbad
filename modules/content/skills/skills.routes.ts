import type { PublicCache } from '../../platform/cache/index.ts';
import {
  ADMIN,
  ApiRouter,
  PUBLIC_ADMIN_SEES_ALL,
  parseQuery,
  sendPrivate,
} from '../../platform/http/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { ICON_UPLOADS, iconUpload, imagedWrites, sendCachedAnswer } from '../content-http.ts';
import { skillCreateSchema, skillsQuerySchema, skillUpdateSchema } from './skill.schemas.ts';
import type { SkillsService } from './skills.service.ts';

/** Skills (admin spec: Skills; public spec: the home page carousel). */
export function skillsRoutes(skills: SkillsService, storage: UploadStorage, cache: PublicCache): ApiRouter {
  const writes = imagedWrites({
    service: skills,
    storage,
    uploads: ICON_UPLOADS,
    createSchema: skillCreateSchema,
    updateSchema: skillUpdateSchema,
    name: 'skill',
    created: MESSAGES.skillCreated,
    updated: MESSAGES.skillUpdated,
    deleted: MESSAGES.skillDeleted,
  });
  return new ApiRouter('/api/skills')
    .get('', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const { status } = parseQuery(skillsQuerySchema, ctx);
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { skills: await skills.listAll({ status }) });
        return;
      }
      // Visitors only ever see active skills; asking for another status finds none.
      const visible = status === undefined || status === 'all' || status === 'active';
      await sendCachedAnswer(ctx, cache, visible ? 'skills:active' : 'skills:none', 'skills', async () =>
        visible ? await skills.listPublic() : [],
      );
    })
    .get('/categories', ADMIN, async (ctx) => {
      sendPrivate(ctx, { categories: await skills.categories() });
    })
    .post('', ADMIN, iconUpload, writes.create)
    .put('/:id', ADMIN, iconUpload, writes.update)
    .delete('/:id', ADMIN, writes.remove);
}
