import { settingsChanged } from '../../content/index.ts';
import { defineHandler } from '../../platform/events/index.ts';

/**
 * The site's name is part of every product page's title and share card, which the shop caches:
 * a settings change drops the shop's cached answers on every instance. Idempotent.
 */
export const onSettingsChanged = (cache: { invalidate(): Promise<void> }) =>
  defineHandler({
    name: 'shop.refresh_page_heads',
    event: settingsChanged,
    handle: () => cache.invalidate(),
  });
