import { Newspaper } from 'lucide-react';
import { type PostView, usePublishedPosts } from '../../api/blog';
import { Spinner } from '../../components/spinner';
import { BlogCard } from '../blog/blog-card';
import { categoryTabs } from '../shared/category-tabs';
import { SectionEmpty } from '../shared/section-state';
import { CategoryCarousel } from './category-carousel';
import { HomeSection, SectionQuery } from './home-section';

/** 'All', then each category the posts use, in first-seen order. */
export function blogTabs(posts: readonly PostView[]): string[] {
  return categoryTabs(posts.map((post) => post.category));
}

/** Home Blog section (anchor `blog`): category tabs over a 9000 ms carousel of post cards. */
export function BlogSection() {
  const posts = usePublishedPosts();
  return (
    <HomeSection
      id="blog"
      eyebrow="Blog"
      title="Notes and stories"
      description="On building software, writing words that land, and finding a place to live and invest."
    >
      <SectionQuery
        query={posts}
        failure={{ title: 'Failed to load posts', message: (error) => error.message }}
        loading={
          <p role="status" className="mt-10 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            <Spinner size="sm" label="" />
            Loading posts...
          </p>
        }
      >
        {(published) => (
          <CategoryCarousel<PostView>
            tabsLabel="Filter posts by category"
            tabs={blogTabs(published)}
            items={published}
            empty={(category) => (
              <SectionEmpty title="No posts yet" icon={<Newspaper aria-hidden="true" />}>
                {`No posts found in the ${category} category.`}
              </SectionEmpty>
            )}
            section="blog"
            label="Blog posts"
            renderItem={(post) => <BlogCard post={post} />}
          />
        )}
      </SectionQuery>
    </HomeSection>
  );
}
