import type { BlogModule, PostView } from '../../blog/index.ts';
import type { SearchDocumentInput, SearchSource } from '../search.sources.ts';

/** The search card of a post: what the web's blog hit shows (it opens /blog/{slug}); no body HTML. */
export function postDocument(post: PostView, text: string): SearchDocumentInput {
  return {
    refId: post.id,
    title: post.title,
    tags: [post.category, ...post.tags].filter(Boolean).join(' '),
    body: [post.excerpt, text].filter(Boolean).join(' ').slice(0, 100_000),
    item: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      featured_image: post.featured_image,
      category: post.category,
      tags: post.tags,
      author_name: post.author_name,
      published_at: post.published_at,
      read_time: post.read_time,
    },
  };
}

/** The blog's public material: visible posts only (drafts, archived and scheduled ones leave the index). */
export function blogSearchSources(blog: BlogModule): SearchSource[] {
  return [
    {
      type: 'blog',
      load: async (id) => {
        const found = await blog.reads.searchable(id);
        return found ? postDocument(found.post, found.text) : null;
      },
      loadAll: async () =>
        (await blog.reads.allSearchable()).map(({ post, text }) => postDocument(post, text)),
    },
  ];
}
