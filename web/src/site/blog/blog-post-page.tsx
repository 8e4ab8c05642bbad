import { RotateCw } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { type PostView, usePost, useRelatedPosts, viewBeaconPath } from '../../api/blog';
import { Container } from '../../components/container';
import { GoButton } from '../../components/go-button';
import { PageTitle } from '../../components/page-title';
import { Island } from '../../islands/island';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSiteOrigin } from '../../lib/site-origin';
import { PostHead, postUrl } from '../head/post-head';
import { BackToBlog, NotFoundPage, PostMissing, useRouteNotFound } from '../not-found';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { SiteImage } from '../shared/site-image';
import { BlogCard } from './blog-card';
import { blogCategoryClasses } from './blog-colours';
import { BlogPageLoading, BlogPageNotice } from './blog-page-state';
import { VISITOR_ID_KEY } from './comment-logic';
import { PostMeta } from './post-meta';

/**
 * Whether the post is really not there: no error (an empty answer) or the server's 404. A network
 * failure or a 5xx says nothing about the post, so the page offers a retry instead.
 */
function isMissing(error: Error | null): boolean {
  if (!error) return true;
  return error.cause instanceof ApiError && error.cause.status === 404;
}

function PostBody({ post }: { post: PostView }) {
  const related = useRelatedPosts(post.id);
  // From the public origin, not window.location: the server renders this too.
  const url = postUrl(useSiteOrigin(), post.slug);
  return (
    <article>
      <header>
        {post.category && (
          <Link
            to={`/blog/category/${encodeURIComponent(post.category)}`}
            className={cn(
              'inline-flex rounded-full px-3 py-1 font-medium text-xs ring-1 ring-inset hover:underline',
              blogCategoryClasses(post.category),
            )}
          >
            {post.category}
          </Link>
        )}
        <h1 className="mt-4 text-balance font-bold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white">
          {post.title}
        </h1>
        <PostMeta post={post} size="md" className="mt-4 gap-x-5 text-sm" />
      </header>
      {post.featured_image && (
        <SiteImage
          src={post.featured_image}
          alt={post.title}
          sizes={IMAGE_SIZES.postFeatured}
          priority
          fallback="placeholder"
          className="mt-8 aspect-[16/9] w-full rounded-3xl"
        />
      )}
      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`/blog/tag/${encodeURIComponent(tag)}`}
                className="inline-flex rounded-full bg-zinc-100 px-3 py-1 font-medium text-xs text-zinc-700 hover:bg-zinc-200 dark:bg-white/10 dark:text-zinc-300 dark:hover:bg-white/15"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div
        className="blog-content mt-8"
        // The HTML is sanitised on the server when the post is written; only the API's answer goes here.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised post HTML
        dangerouslySetInnerHTML={{ __html: post.content ?? '' }}
      />
      <Island name="share-panel" wake="interaction" props={{ url, title: post.title }} />
      {/* The thread is the server's until the visitor acts in it; one who has voted or commented
          before (an identifier stored) sees their own votes as it nears the screen. */}
      <Island
        name="blog-comments"
        wake="interaction"
        wakeWhenStored={VISITOR_ID_KEY}
        props={{ postId: post.id, closed: post.comments_closed === true }}
      />
      {related.data && related.data.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="font-semibold text-2xl text-zinc-950 dark:text-white">
            Related posts
          </h2>
          <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.data.map((item) => (
              <BlogCard key={item.id} post={item} variant="tag" />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

/**
 * `/blog/:slug`: the post, then its share panel, comments and related posts; records a view. A
 * slug the server has no post for arrives as the not-found page (its route's 404).
 */
export function BlogPostPage() {
  return useRouteNotFound() ? <NotFoundPage what="post" /> : <PostPage />;
}

function PostPage() {
  const { slug = '' } = useParams();
  const { data: post, isPending, isError, error } = usePost(slug);

  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      {post ? <PostHead post={post} /> : <PageTitle />}
      {isPending && <BlogPageLoading>Loading post...</BlogPageLoading>}
      {(isError || (!isPending && !post)) &&
        (isMissing(error) ? (
          <PostMissing message={error?.message || undefined} />
        ) : (
          <BlogPageNotice
            heading
            title="This post could not be loaded"
            detail="Check your connection and try again."
            actions={
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                {/* The page is the server's HTML: trying again is asking for it again. */}
                <GoButton to={`/blog/${encodeURIComponent(slug)}`}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  Try again
                </GoButton>
                <BackToBlog />
              </div>
            }
          />
        ))}
      {post && <PostBody post={post} />}
      {/* The reader's view, counted by the page's script (boot.ts): a render counts nothing. */}
      {post && <div hidden data-view-beacon={viewBeaconPath(post.slug)} />}
    </Container>
  );
}
