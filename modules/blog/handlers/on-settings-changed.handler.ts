import { settingsChanged } from '../../content/index.ts';
import { defineHandler } from '../../platform/events/index.ts';

/**
 * The site's name is part of every post page's title and share card and of the RSS feed, which
 * the blog caches: a settings change drops the blog's cached answers on every instance. Idempotent.
 */
export const onSettingsChanged = (cache: { invalidate(): Promise<void> }) =>
  defineHandler({
    name: 'blog.refresh_page_heads',
    event: settingsChanged,
    handle: () => cache.invalidate(),
  });
