import type { PostView } from '../../api/blog';
import { CategoryPill } from '../shared/category-pill';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { CardTitle, ChipList, SiteCard, splitVisible } from '../shared/site-card';
import { blogCategoryClasses } from './blog-colours';
import { PostMeta } from './post-meta';

/** Spec: the first 2 tags, then '+N more'. */
export const VISIBLE_TAGS = 2;

export const splitTags = (tags: readonly string[]) => splitVisible(tags, VISIBLE_TAGS);

export const postPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

type BlogCardProps = {
  post: PostView;
  /** The home card shows author and views; list pages show tags (category page) or the category (tag page). */
  variant?: 'home' | 'category' | 'tag';
  /** The title's level: 3 under a section's h2 (default), 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
  /** Its picture is the largest above the fold (a list page's first pictured post): loaded first. */
  priority?: boolean;
};

/** A post card; the whole card opens /blog/{slug}. */
export function BlogCard({ post, variant = 'home', headingLevel = 3, priority = false }: BlogCardProps) {
  const showCategory = variant !== 'category';
  const showTags = variant !== 'tag' && post.tags.length > 0;
  return (
    <SiteCard
      image={post.featured_image}
      alt=""
      // The home carousel's card, or one of a list page's (or related posts') grid.
      sizes={variant === 'home' ? IMAGE_SIZES.card : IMAGE_SIZES.cardGrid}
      linked
      priority={priority}
    >
      {showCategory && post.category && (
        <CategoryPill category={post.category} colours={blogCategoryClasses(post.category)} />
      )}
      <CardTitle to={postPath(post.slug)} level={headingLevel}>
        {post.title}
      </CardTitle>
      {post.excerpt && (
        <p className="mt-2 line-clamp-3 text-pretty text-sm text-zinc-600 leading-relaxed dark:text-zinc-400">
          {post.excerpt}
        </p>
      )}
      {showTags && (
        <ChipList
          label="Tags"
          items={post.tags}
          limit={VISIBLE_TAGS}
          prefix="#"
          moreClassName="text-indigo-700 dark:text-indigo-300"
        />
      )}
      <PostMeta post={post} full={variant === 'home'} className="mt-auto items-center gap-x-4 pt-5 text-xs" />
    </SiteCard>
  );
}
