import {
  ADMIN,
  PUBLIC_ADMIN_SEES_ALL,
  parseQuery,
  sendCached,
  sendPrivate,
} from '../../platform/http/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import type { ContentAnswers } from '../content-answers.ts';
import { picturedRoutes } from '../content-http.ts';
import { skillCreateSchema, skillsQuerySchema, skillUpdateSchema } from './skill.schemas.ts';
import type { SkillsService } from './skills.service.ts';

/** Skills (admin spec: Skills; public spec: the home page carousel). */
export function skillsRoutes(skills: SkillsService, storage: UploadStorage, answers: ContentAnswers) {
  return picturedRoutes({
    path: '/api/skills',
    service: skills,
    storage,
    picture: 'icon',
    createSchema: skillCreateSchema,
    updateSchema: skillUpdateSchema,
    name: 'skill',
    listName: 'skills',
    created: MESSAGES.skillCreated,
    updated: MESSAGES.skillUpdated,
    deleted: MESSAGES.skillDeleted,
  })
    .get('', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const { status } = parseQuery(skillsQuerySchema, ctx);
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { skills: await skills.listAll({ status }) });
        return;
      }
      // Visitors only ever see active skills; asking for another status finds none.
      const visible = status === undefined || status === 'all' || status === 'active';
      sendCached(ctx, await (visible ? answers.skills() : answers.noSkills()));
    })
    .get('/categories', ADMIN, async (ctx) => {
      sendPrivate(ctx, { categories: await skills.categories() });
    });
}
