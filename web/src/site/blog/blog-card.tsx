import { Link } from 'react-router-dom';
import type { PostView } from '../../api/blog';
import { CardImage } from '../shared/card-image';
import { CategoryPill } from '../shared/category-pill';
import { STRETCHED_LINK } from '../shared/stretched-link';
import { blogCategoryClasses } from './blog-colours';
import { PostMeta } from './post-meta';

/** Spec: the first 2 tags, then '+N more'. */
export const VISIBLE_TAGS = 2;

export function splitTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, VISIBLE_TAGS), more: Math.max(0, tags.length - VISIBLE_TAGS) };
}

export const postPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

type BlogCardProps = {
  post: PostView;
  /** The home card shows author and views; list pages show tags (category page) or the category (tag page). */
  variant?: 'home' | 'category' | 'tag';
  /** The title's level: 3 under a section's h2 (default), 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
};

/** A post card; the whole card opens /blog/{slug}. */
export function BlogCard({ post, variant = 'home', headingLevel = 3 }: BlogCardProps) {
  const { shown, more } = splitTags(post.tags);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showCategory = variant !== 'category';
  const showTags = variant !== 'tag' && post.tags.length > 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-zinc-200/80 bg-white shadow-lg shadow-zinc-900/5 transition-shadow hover:shadow-xl dark:border-white/10 dark:bg-zinc-900 dark:shadow-black/30">
      <CardImage src={post.featured_image} alt="" />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {showCategory && post.category && (
          <CategoryPill category={post.category} colours={blogCategoryClasses(post.category)} />
        )}
        <Heading className="mt-3 font-semibold text-lg text-zinc-950 leading-snug dark:text-white">
          <Link to={postPath(post.slug)} className={STRETCHED_LINK}>
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p className="mt-2 line-clamp-3 text-pretty text-sm text-zinc-600 leading-relaxed dark:text-zinc-400">
            {post.excerpt}
          </p>
        )}
        {showTags && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
            {shown.map((tag) => (
              <li
                key={tag}
                className="rounded-md bg-zinc-100 px-2 py-0.5 font-medium text-xs text-zinc-700 dark:bg-white/10 dark:text-zinc-300"
              >
                #{tag}
              </li>
            ))}
            {more > 0 && (
              <li className="px-1 py-0.5 font-medium text-indigo-700 text-xs dark:text-indigo-300">
                +{more} more
              </li>
            )}
          </ul>
        )}
        <PostMeta
          post={post}
          full={variant === 'home'}
          className="mt-auto items-center gap-x-4 pt-5 text-xs"
        />
      </div>
    </article>
  );
}
