import {
  ADMIN,
  ApiRouter,
  PUBLIC,
  parse,
  parseQuery,
  requireId,
  sendPrivate,
} from '../../platform/http/index.ts';
import type { RateLimit } from '../../platform/rate-limit/index.ts';
import {
  DISCOUNT_MESSAGES,
  discountCreateSchema,
  discountPreviewSchema,
  discountsQuerySchema,
  discountUpdateSchema,
} from '../discounts.schemas.ts';
import type { DiscountsService } from './discounts.service.ts';

type Deps = {
  discounts: DiscountsService;
  /** Previews per client address: a script cannot walk the code space. */
  previewLimit: RateLimit;
};

/**
 * Discount codes: the admin's create, list and partial update (admin only), and the cart's
 * preview (public, rate-limited; it says whether a code applies to a cart and nothing more).
 */
export function discountsRoutes({ discounts, previewLimit }: Deps): ApiRouter {
  return new ApiRouter('/api/shop/discounts')
    .get('', ADMIN, async (ctx) => {
      const query = parseQuery(discountsQuerySchema, ctx);
      sendPrivate(ctx, await discounts.list(query));
    })
    .post('', ADMIN, { body: { json: '16kb' } }, async (ctx) => {
      const input = parse(discountCreateSchema, ctx.request.body ?? {});
      const item = await discounts.create(input);
      sendPrivate(ctx, { item, message: DISCOUNT_MESSAGES.created }, 201);
    })
    .patch('/:id', ADMIN, { body: { json: '16kb' } }, async (ctx) => {
      const id = requireId(ctx.params.id, DISCOUNT_MESSAGES.notFound);
      const input = parse(discountUpdateSchema, ctx.request.body ?? {});
      const item = await discounts.update(id, input);
      sendPrivate(ctx, { item, message: DISCOUNT_MESSAGES.updated });
    })
    .post('/preview', PUBLIC, { body: { json: '16kb' } }, async (ctx) => {
      await previewLimit.consume(ctx.ip);
      const input = parse(discountPreviewSchema, ctx.request.body ?? {});
      sendPrivate(ctx, { discount: await discounts.preview(input) });
    });
}
