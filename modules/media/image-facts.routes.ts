import { ApiRouter, PUBLIC, parseQuery, sendCached } from '../platform/http/index.ts';
import { imageFactsQuerySchema } from './image-facts.schemas.ts';
import type { ImageFactsReader } from './image-facts.ts';

/**
 * `GET /api/images?src=/uploads/…&src=…`: public, a cached answer per set of pictures, so the web
 * app can size them (`<picture>`, `srcset`, width and height) without adding fields to the
 * spec's answers.
 */
export function imageFactsRoutes(reader: ImageFactsReader): ApiRouter {
  return new ApiRouter('/api/images').get('', PUBLIC, async (ctx) => {
    const { src } = parseQuery(imageFactsQuerySchema, ctx);
    sendCached(ctx, await reader.answer(src));
  });
}
