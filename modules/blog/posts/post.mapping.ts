import type { PostCreateInput, PostUpdateInput } from '../blog.schemas.ts';

/**
 * The one mapping from a post form's fields (the spec's names) to the entity's properties, for
 * create and update alike. Absent fields stay absent (update changes only what was sent). The
 * content, slug, publication date and image are not here: the service derives them (sanitising,
 * uniqueness, scheduling, the upload).
 */
export type PostFields = {
  title?: string;
  excerpt?: string | null;
  category?: string;
  tags?: string[];
  readTime?: number;
  authorName?: string;
  status?: PostCreateInput['status'];
};

export function postFields(input: PostCreateInput | PostUpdateInput): PostFields {
  const fields: PostFields = {
    title: input.title,
    excerpt: input.excerpt,
    category: input.category,
    tags: input.tags,
    readTime: input.read_time,
    authorName: input.author_name,
    status: input.status,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as PostFields;
}
