import type { z } from 'zod';
import type { CachedAnswer } from '../platform/cache/index.ts';
import {
  ADMIN,
  type AnyApiContext,
  ApiRouter,
  PUBLIC,
  PUBLIC_ADMIN_SEES_ALL,
  parse,
  sendCached,
  sendPrivate,
} from '../platform/http/index.ts';
import {
  formFields,
  multipart,
  type UploadFields,
  type UploadStorage,
  withUploads,
} from '../platform/uploads/index.ts';
import { MAX_IMAGE_BYTES, MESSAGES } from './content.fields.ts';

/** How a picture of one kind is read from the form: its field, its size limit and message. */
function pictureForm(field: 'icon' | 'image', tooLargeMessage: string) {
  const rules = { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage, invalidMessage: MESSAGES.invalidImage };
  const uploads: UploadFields = { image: { field, rules } };
  return { uploads, body: multipart({ maxFileBytes: MAX_IMAGE_BYTES, tooLargeMessage }) };
}

const PICTURES = {
  icon: pictureForm('icon', MESSAGES.iconTooLarge),
  image: pictureForm('image', MESSAGES.imageTooLarge),
};

/** What the shared routes need of a resource's service (a `ContentRecords`). */
type PicturedService<C, U, V> = {
  listAll(): Promise<V[]>;
  create(input: C, picture?: string): Promise<V>;
  update(id: string, input: U, picture?: string): Promise<V>;
  delete(id: string): Promise<void>;
};

/** A content resource with one picture, as its routes declare it. */
export type PicturedRoutesSpec<C extends z.ZodType, U extends z.ZodType, V> = {
  path: string;
  service: PicturedService<z.output<C>, z.output<U>, V>;
  storage: UploadStorage;
  /** The form's file field (`icon` or `image`), with its own size message. */
  picture: keyof typeof PICTURES;
  createSchema: C;
  updateSchema: U;
  /** The answer's key for one record (`project`, `skill`, …) and for a list (`projects`, …). */
  name: string;
  listName: string;
  /**
   * Visitors' list (its cached answer, `ContentAnswers`): at `/active`, beside the admin's full
   * list at the root, or at the root itself, where an admin token sees all. Omitted: the resource
   * declares its own lists.
   */
  visitorsList?: { path: '/active' | ''; answer: () => Promise<CachedAnswer> };
  created: string;
  /** The update's message, or how to word it from what was sent and what came of it. */
  updated: string | ((input: z.output<U>, picture: string | undefined, view: V) => string);
  deleted: string;
};

/**
 * The routes of a content record with one picture (projects, promotions, skills, social links):
 * the lists, and the admin's create, update and delete, each form parsed by its schema, the
 * upload stored and handed to the service, the record and its message in the answer.
 */
export function picturedRoutes<C extends z.ZodType, U extends z.ZodType, V>(
  spec: PicturedRoutesSpec<C, U, V>,
): ApiRouter {
  const { service, storage, name } = spec;
  const { uploads, body } = PICTURES[spec.picture];
  const router = new ApiRouter(spec.path)
    .post('', ADMIN, body, async (ctx) => {
      const input = parse(spec.createSchema, formFields(ctx));
      const view = await withUploads(ctx, storage, uploads, ({ image }) => service.create(input, image));
      sendPrivate(ctx, { [name]: view, message: spec.created }, 201);
    })
    .put('/:id', ADMIN, body, async (ctx) => {
      const input = parse(spec.updateSchema, formFields(ctx));
      const answer = await withUploads(ctx, storage, uploads, async ({ image }) => {
        const view = await service.update(ctx.params.id ?? '', input, image);
        const message = typeof spec.updated === 'string' ? spec.updated : spec.updated(input, image, view);
        return { [name]: view, message };
      });
      sendPrivate(ctx, answer);
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await service.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: spec.deleted });
    });
  const visitors = spec.visitorsList;
  if (!visitors) return router;
  const listPublic = async (ctx: AnyApiContext) => sendCached(ctx, await visitors.answer());
  const listAll = async (ctx: AnyApiContext) => {
    sendPrivate(ctx, { [spec.listName]: await service.listAll() });
  };
  if (visitors.path === '/active') return router.get('/active', PUBLIC, listPublic).get('', ADMIN, listAll);
  return router.get('', PUBLIC_ADMIN_SEES_ALL, (ctx) => (ctx.state.seesAll ? listAll(ctx) : listPublic(ctx)));
}
