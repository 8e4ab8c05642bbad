import { ADMIN, ApiRouter, PUBLIC, parse, sendCached, sendPrivate } from '../../platform/http/index.ts';
import { MESSAGES } from '../content.fields.ts';
import type { ContentAnswers } from '../content-answers.ts';
import { settingsUpdateSchema } from './settings.schemas.ts';
import type { SettingsService } from './settings.service.ts';

/** Site settings: read by every visitor (cached), edited from the admin Settings page. */
export function settingsRoutes(settings: SettingsService, answers: ContentAnswers): ApiRouter {
  return new ApiRouter('/api/settings')
    .get('', PUBLIC, async (ctx) => {
      sendCached(ctx, await answers.settings());
    })
    .put('', ADMIN, async (ctx) => {
      const input = parse(settingsUpdateSchema, ctx.request.body ?? {});
      sendPrivate(ctx, { settings: await settings.update(input), message: MESSAGES.settingsUpdated });
    });
}
