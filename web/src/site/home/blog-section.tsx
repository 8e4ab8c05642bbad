import { Newspaper } from 'lucide-react';
import { type PostView, usePublishedPosts } from '../../api/blog';
import { Container, Section, SectionHeading } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { BlogCard } from '../blog/blog-card';
import { AutoCarousel, CAROUSEL_SPEEDS, type SlidesPerView } from '../shared/auto-carousel';
import { CategoryTabs, categoryTabs, useCategoryFilter } from '../shared/category-tabs';
import { SectionEmpty, SectionError } from '../shared/section-state';

const POSTS_PER_VIEW: SlidesPerView = { base: 1.05, 640: 1.5, 768: 2, 1024: 2.5, 1280: 3 };

/** 'All', then each category the posts use, in first-seen order. */
export function blogTabs(posts: readonly PostView[]): string[] {
  return categoryTabs(posts.map((post) => post.category));
}

/** Home Blog section (anchor `blog`): category tabs over a 9000 ms carousel of post cards. */
export function BlogSection() {
  const { data: posts, isError, error, refetch, isFetching } = usePublishedPosts();
  const tabs = blogTabs(posts ?? []);
  const { active, setCategory, shown } = useCategoryFilter(tabs, posts ?? []);

  function body() {
    if (posts) {
      return (
        <>
          <CategoryTabs label="Filter posts by category" tabs={tabs} active={active} onChange={setCategory} />
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
    <Section id="blog" aria-labelledby="blog-title" className="overflow-x-clip py-10 sm:py-24">
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
