import { clsx } from 'clsx';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { type PostView, usePublishedPosts } from '../../api/blog';
import { Container, Section, SectionHeading } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { BlogCard } from '../blog/blog-card';
import { AutoCarousel, CAROUSEL_SPEEDS, type SlidesPerView } from '../shared/auto-carousel';
import { SectionEmpty, SectionError } from '../shared/section-state';

export const ALL_POSTS = 'All';
const POSTS_PER_VIEW: SlidesPerView = { base: 1.05, 640: 1.5, 768: 2, 1024: 2.5, 1280: 3 };

/** 'All', then each category the posts use, in first-seen order. */
export function blogTabs(posts: readonly PostView[]): string[] {
  return [ALL_POSTS, ...new Set(posts.map((post) => post.category).filter((c) => c && c !== ALL_POSTS))];
}

export function filterPosts(posts: readonly PostView[], category: string): PostView[] {
  return category === ALL_POSTS ? [...posts] : posts.filter((post) => post.category === category);
}

/** Home Blog section (anchor `blog`): category tabs over a 9000 ms carousel of post cards. */
export function BlogSection() {
  const { data: posts, isError, error, refetch, isFetching } = usePublishedPosts();
  const [category, setCategory] = useState(ALL_POSTS);

  function body() {
    if (posts) {
      const tabs = blogTabs(posts);
      const active = tabs.includes(category) ? category : ALL_POSTS;
      const shown = filterPosts(posts, active);
      return (
        <>
          {tabs.length > 1 && (
            // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form fieldset
            <div
              role="group"
              aria-label="Filter posts by category"
              className="-mx-5 mt-8 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
            >
              {tabs.map((tab) => (
                <button
                  key={tab}
                  type="button"
                  aria-pressed={tab === active}
                  onClick={() => setCategory(tab)}
                  className={clsx(
                    'shrink-0 rounded-full px-4 py-2 font-medium text-sm transition-colors',
                    tab === active
                      ? 'bg-zinc-900 text-white shadow-sm dark:bg-white dark:text-zinc-900'
                      : 'border border-zinc-200 bg-white/70 text-zinc-700 hover:border-zinc-300 hover:bg-white dark:border-white/10 dark:bg-white/5 dark:text-zinc-300 dark:hover:bg-white/10',
                  )}
                >
                  {tab}
                </button>
              ))}
            </div>
          )}
          {shown.length === 0 ? (
            <SectionEmpty title="No posts yet" icon={<Newspaper aria-hidden="true" />}>
              {`No posts found in the ${active} category.`}
            </SectionEmpty>
          ) : (
            <AutoCarousel<PostView>
              key={active}
              className="mt-8"
              label="Blog posts"
              items={shown}
              getKey={(post) => post.id}
              renderItem={(post) => <BlogCard post={post} />}
              speed={CAROUSEL_SPEEDS.blog}
              slidesPerView={POSTS_PER_VIEW}
            />
          )}
        </>
      );
    }
    if (isError) {
      return (
        <SectionError
          title="Failed to load posts"
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return (
      <p role="status" className="mt-10 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Spinner size="sm" label="" />
        Loading posts...
      </p>
    );
  }

  return (
    <Section id="blog" aria-labelledby="blog-title" className="overflow-hidden py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="blog-title"
          eyebrow="Blog"
          title="Notes and stories"
          description="On building software, writing words that land, and finding a place to live and invest."
        />
        {body()}
      </Container>
    </Section>
  );
}
