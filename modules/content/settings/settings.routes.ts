import type { PublicCache } from '../../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC, parse, sendPrivate } from '../../platform/http/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { sendCachedAnswer } from '../content-http.ts';
import { settingsUpdateSchema } from './settings.schemas.ts';
import type { SettingsService } from './settings.service.ts';

/** Site settings: read by every visitor (cached), edited from the admin Settings page. */
export function settingsRoutes(settings: SettingsService, cache: PublicCache): ApiRouter {
  return new ApiRouter('/api/settings')
    .get('', PUBLIC, async (ctx) => {
      await sendCachedAnswer(ctx, cache, 'settings', 'settings', () => settings.get());
    })
    .put('', ADMIN, async (ctx) => {
      const input = parse(settingsUpdateSchema, ctx.request.body ?? {});
      sendPrivate(ctx, { settings: await settings.update(input), message: MESSAGES.settingsUpdated });
    });
}
