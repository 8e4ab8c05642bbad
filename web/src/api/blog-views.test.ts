import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';
import type { CommentView, PostView } from '../../../modules/blog/blog.schemas.ts';
import type { commentViewSchema, postViewSchema } from '../../../modules/blog/blog-views.schemas.ts';

describe('blog answers', () => {
  it("read whatever the blog's presenters send", () => {
    expectTypeOf<PostView>().toExtend<z.input<typeof postViewSchema>>();
    expectTypeOf<CommentView>().toExtend<z.input<typeof commentViewSchema>>();
  });
});
