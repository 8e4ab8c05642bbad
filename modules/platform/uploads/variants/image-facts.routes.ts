import { ApiRouter, PUBLIC } from '../../http/api-router.ts';
import { sendCached } from '../../http/replies.ts';
import { parseQuery } from '../../http/validate.ts';
import { imageFactsQuerySchema } from './image-facts.schemas.ts';
import type { ImageFactsReader } from './image-facts.ts';

/**
 * `GET /api/images?src=/uploads/…&src=…`: public, a cached answer per set of pictures, so the web
 * app can size them (`<picture>`, `srcset`, width and height) without adding fields to the
 * spec's answers. (Imports the http files themselves: http's door imports the uploads door.)
 */
export function imageFactsRoutes(reader: ImageFactsReader): ApiRouter {
  return new ApiRouter('/api/images').get('', PUBLIC, async (ctx) => {
    const { src } = parseQuery(imageFactsQuerySchema, ctx);
    sendCached(ctx, await reader.answer(src));
  });
}
