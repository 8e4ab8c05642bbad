import type { CachedAnswer } from '../../platform/cache/index.ts';
import { ApiRouter, PUBLIC, sendCached } from '../../platform/http/index.ts';

/**
 * `GET /api/privacy`: what the site stores about its visitors (issue 31), the facts the privacy
 * page is rendered from. Public and cached like the other public reads.
 */
export function privacyRoutes(answer: CachedAnswer): ApiRouter {
  return new ApiRouter('/api/privacy').get('', PUBLIC, async (ctx) => {
    sendCached(ctx, answer);
  });
}

/** The privacy page's path in the site (web/src/site/site-routes.tsx). */
export const PRIVACY_PAGE_PATH = '/privacy';

/** The privacy page for `/sitemap.xml` (the blog's feeds list it with the others' pages). */
export function privacySitemapUrls(publicUrl: string): () => Promise<{ loc: string }[]> {
  const loc = `${publicUrl.replace(/\/+$/, '')}${PRIVACY_PAGE_PATH}`;
  return async () => [{ loc }];
}
