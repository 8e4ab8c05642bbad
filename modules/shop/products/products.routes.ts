import { CachedAnswer } from '../../platform/cache/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import {
  ADMIN,
  ApiRouter,
  PUBLIC,
  PUBLIC_ADMIN_SEES_ALL,
  parse,
  parseQuery,
  requireId,
  sendCached,
  sendPrivate,
  sendPublic,
} from '../../platform/http/index.ts';
import { formFields, type UploadStorage, withUploads } from '../../platform/uploads/index.ts';
import { listQuerySchema, MESSAGES, productCreateSchema, productUpdateSchema } from '../shop.schemas.ts';
import type { ProductAnswers } from './product-answers.ts';
import type { ProductReads } from './product-reads.ts';
import { PRODUCT_UPLOADS, productMultipart } from './product-uploads.ts';
import type { ProductViews } from './product-views.ts';
import type { ProductsService } from './products.service.ts';

export type ProductRouteDeps = {
  reads: ProductReads;
  products: ProductsService;
  views: ProductViews;
  storage: UploadStorage;
  answers: ProductAnswers;
};

/** The shop: visitors get active products (cached answers); an admin token sees and changes all. */
export function productsRoutes({ reads, products, views, storage, answers }: ProductRouteDeps): ApiRouter {
  return new ApiRouter('/api/shop')
    .get('', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const query = parseQuery(listQuerySchema, ctx);
      const category = query.category && query.category !== 'All' ? query.category : undefined;
      if (ctx.state.seesAll) {
        const filter = { search: query.search, category, active: query.active, hasFiles: query.has_files };
        sendPrivate(ctx, { items: await reads.listAll(filter) });
        return;
      }
      // Visitors get active products whatever they ask.
      const answer = await answers.list(category);
      if (answer instanceof CachedAnswer) sendCached(ctx, answer);
      else sendPublic(ctx, answer);
    })
    .get('/categories', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      if (ctx.state.seesAll) return sendPrivate(ctx, { categories: await reads.categories(true) });
      sendCached(ctx, await answers.categories());
    })
    .get('/product/:id', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const id = requireId(ctx.params.id, MESSAGES.productNotFound);
      if (ctx.state.seesAll) {
        const product = await reads.findAdmin(id);
        if (!product) throw new NotFoundError(MESSAGES.productNotFound);
        return sendPrivate(ctx, { product });
      }
      sendCached(ctx, await answers.product(id));
    })
    .post('/product/:id/view', PUBLIC, async (ctx) => {
      const id = requireId(ctx.params.id, MESSAGES.productNotFound);
      await answers.active(id);
      sendPublic(ctx, await views.record(id, { ip: ctx.ip, userAgent: ctx.get('user-agent') || undefined }));
    })
    .post('', ADMIN, productMultipart, async (ctx) => {
      const input = parse(productCreateSchema, formFields(ctx));
      const item = await withUploads(ctx, storage, PRODUCT_UPLOADS, (uploads) =>
        products.create(input, uploads),
      );
      sendPrivate(ctx, { item, message: MESSAGES.created }, 201);
    })
    .put('/:id', ADMIN, productMultipart, async (ctx) => {
      const id = requireId(ctx.params.id, MESSAGES.productNotFound);
      const input = parse(productUpdateSchema, formFields(ctx));
      const item = await withUploads(ctx, storage, PRODUCT_UPLOADS, (uploads) =>
        products.update(id, input, uploads),
      );
      sendPrivate(ctx, { item, message: MESSAGES.updated });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await products.delete(requireId(ctx.params.id, MESSAGES.productNotFound));
      sendPrivate(ctx, { message: MESSAGES.deleted });
    })
    .patch('/:id/toggle-active', ADMIN, async (ctx) => {
      const item = await products.toggle(requireId(ctx.params.id, MESSAGES.productNotFound), 'isActive');
      sendPrivate(ctx, { item, message: MESSAGES.toggledActive });
    })
    .patch('/:id/toggle-featured', ADMIN, async (ctx) => {
      const item = await products.toggle(requireId(ctx.params.id, MESSAGES.productNotFound), 'featured');
      sendPrivate(ctx, { item, message: MESSAGES.toggledFeatured });
    });
}
