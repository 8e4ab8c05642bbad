import { BadRequestError, NotFoundError } from '../../platform/errors/index.ts';
import {
  ADMIN,
  type AnyApiContext,
  ApiRouter,
  PRIVATE_CACHE_CONTROL,
  PUBLIC,
  PUBLIC_ADMIN_SEES_ALL,
  PUBLIC_CACHE_CONTROL,
  parse,
  parseQuery,
  sendCached,
  sendPrivate,
  sendPublic,
} from '../../platform/http/index.ts';
import {
  formFields,
  formFile,
  multipart,
  type UploadStorage,
  withUploads,
} from '../../platform/uploads/index.ts';
import {
  listQuerySchema,
  MAX_MEDIA_BYTES,
  MESSAGES,
  POST_STATUSES,
  type PostStatus,
  pageQuerySchema,
  postCreateSchema,
  postUpdateSchema,
  relatedQuerySchema,
} from '../blog.schemas.ts';
import { saveMedia } from './media-upload.ts';
import { type PostAnswers, slugParam } from './post-answers.ts';
import type { PostReads } from './post-reads.ts';
import type { PostViews } from './post-views.ts';
import type { PostsService } from './posts.service.ts';

const FEATURED_IMAGE = {
  image: {
    field: 'featured_image',
    rules: {
      maxBytes: MAX_MEDIA_BYTES.image,
      tooLargeMessage: MESSAGES.imageTooLarge,
      invalidMessage: MESSAGES.invalidImage,
    },
  },
};
const imageUpload = multipart({
  maxFileBytes: MAX_MEDIA_BYTES.image,
  tooLargeMessage: MESSAGES.imageTooLarge,
});
const mediaUpload = multipart({
  maxFileBytes: MAX_MEDIA_BYTES.video,
  tooLargeMessage: MESSAGES.mediaTooLarge,
});
const statusOf = (value: string | undefined): PostStatus | undefined =>
  POST_STATUSES.find((status) => status === value?.toLowerCase());

export type PostRouteDeps = {
  reads: PostReads;
  posts: PostsService;
  views: PostViews;
  storage: UploadStorage;
  answers: PostAnswers;
};

/** Posts: visitors get visible posts (cached answers), an admin token sees and changes all. */
export function postsRoutes({ reads, posts, views, storage, answers }: PostRouteDeps): ApiRouter {
  return new ApiRouter('/api/blog')
    .get('', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      const query = parseQuery(listQuerySchema, ctx);
      const category = query.category && query.category !== 'All' ? query.category : undefined;
      if (ctx.state.seesAll) {
        sendPrivate(ctx, {
          posts: await reads.listAll({ search: query.search, category, status: statusOf(query.status) }),
        });
        return;
      }
      // Visitors get visible posts whatever status they ask for; only the plain list is cached.
      if (query.search || category) {
        sendPublic(ctx, await answers.filtered({ category, search: query.search }));
        return;
      }
      sendCached(ctx, await answers.list());
    })
    .get('/meta/categories', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      if (ctx.state.seesAll) {
        sendPrivate(ctx, { categories: await reads.categoriesAll() });
        return;
      }
      sendCached(ctx, await answers.categories());
    })
    .get('/slug/:slug', PUBLIC_ADMIN_SEES_ALL, async (ctx) => {
      if (ctx.state.seesAll) {
        const slug = slugParam(ctx.params.slug);
        const found = await reads.findBySlug(slug, true);
        if (!found) throw new NotFoundError(MESSAGES.postNotFound);
        if ('redirectTo' in found) return redirect(ctx, found.redirectTo, PRIVATE_CACHE_CONTROL);
        sendPrivate(ctx, { post: found.post });
        return;
      }
      const found = await answers.bySlug(ctx.params.slug ?? '');
      if ('movedTo' in found) return redirect(ctx, found.movedTo, PUBLIC_CACHE_CONTROL);
      sendCached(ctx, found);
    })
    .post('/slug/:slug/view', PUBLIC, async (ctx) => {
      const result = await views.record(slugParam(ctx.params.slug), {
        ip: ctx.ip,
        userAgent: ctx.get('user-agent') || undefined,
      });
      sendPublic(ctx, result);
    })
    .get('/category/:category', PUBLIC, async (ctx) => {
      const { page, limit } = parseQuery(pageQuerySchema, ctx);
      sendPublic(ctx, await answers.page('category', ctx.params.category ?? '', page, limit));
    })
    .get('/tag/:tag', PUBLIC, async (ctx) => {
      const { page, limit } = parseQuery(pageQuerySchema, ctx);
      sendPublic(ctx, await answers.page('tag', ctx.params.tag ?? '', page, limit));
    })
    .get('/:id/related', PUBLIC, async (ctx) => {
      const { limit } = parseQuery(relatedQuerySchema, ctx);
      sendPublic(ctx, await answers.related(ctx.params.id ?? '', limit));
    })
    .post('/upload-media', ADMIN, mediaUpload, async (ctx) => {
      const file = formFile(ctx, 'file');
      if (!file) throw new BadRequestError(MESSAGES.fileRequired, 'file_required');
      sendPrivate(ctx, await saveMedia(storage, file), 201);
    })
    .post('', ADMIN, imageUpload, async (ctx) => {
      const input = parse(postCreateSchema, formFields(ctx));
      const post = await withUploads(ctx, storage, FEATURED_IMAGE, ({ image }) => posts.create(input, image));
      sendPrivate(ctx, { post, message: MESSAGES.postCreated }, 201);
    })
    .put('/:id', ADMIN, imageUpload, async (ctx) => {
      const input = parse(postUpdateSchema, formFields(ctx));
      const post = await withUploads(ctx, storage, FEATURED_IMAGE, ({ image }) =>
        posts.update(ctx.params.id ?? '', input, image),
      );
      sendPrivate(ctx, { post, message: MESSAGES.postUpdated });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await posts.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.postDeleted });
    });
}

/** A former slug: 301 to the current slug's API path, with the slug in the body too. */
function redirect(ctx: AnyApiContext, slug: string, cacheControl: string): void {
  ctx.status = 301;
  ctx.set('Cache-Control', cacheControl);
  ctx.vary('Authorization');
  ctx.set('Location', `/api/blog/slug/${encodeURIComponent(slug)}`);
  ctx.body = { success: false, error: 'This post has moved', code: 'moved', slug };
}
