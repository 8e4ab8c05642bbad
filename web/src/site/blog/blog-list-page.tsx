import { ArrowLeft, Home } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePostPage } from '../../api/blog';
import { Button, buttonClasses } from '../../components/button';
import { Container } from '../../components/container';
import { Island } from '../../islands/island';
import { ListingHead } from '../head/listing-head';
import { BlogCard } from './blog-card';
import { BlogPageLoading, BlogPageNotice } from './blog-page-state';
import { BlogPagination } from './blog-pagination';

function Escape() {
  const navigate = useNavigate();
  return (
    <div className="mt-6 flex justify-center gap-3">
      <Link to="/" className={buttonClasses()}>
        <Home aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <Button variant="outline" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go Back
      </Button>
    </div>
  );
}

/** `/blog/category/:category` and `/blog/tag/:tag`: 12 posts a page, Previous/Next and page numbers. */
export function BlogListPage({ by }: { by: 'category' | 'tag' }) {
  const params = useParams();
  const value = (by === 'category' ? params.category : params.tag) ?? '';
  const heading = by === 'category' ? value : `#${value}`;
  return (
    <Container className="py-12 sm:py-16">
      <ListingHead by={by} value={value} />
      <p className="font-semibold text-indigo-700 text-sm uppercase tracking-wide dark:text-indigo-300">
        {by === 'category' ? 'Category' : 'Tag'}
      </p>
      <h1 className="mt-2 font-bold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white">
        {heading}
      </h1>
      <Island name="post-list" wake="interaction" props={{ by, value }} />
    </Container>
  );
}

/** The listing's posts and pages: an island (its pages turn in place, issue 30). */
export function PostList({ by, value }: { by: 'category' | 'tag'; value: string }) {
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(value);
  if (pageOf !== value) {
    setPageOf(value);
    setPage(1);
  }
  const { data, isPending, isError, error } = usePostPage(by, value, page);
  // The first card with a picture: on a phone the largest picture above the fold.
  const firstPictured = data?.posts.findIndex((post) => post.featured_image) ?? -1;

  return (
    <>
      {data && (
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          {data.total} {data.total === 1 ? 'post' : 'posts'}
        </p>
      )}
      {isPending && <BlogPageLoading>Loading posts...</BlogPageLoading>}
      {isError && (
        <BlogPageNotice
          role="alert"
          title="Failed to load posts"
          detail={error.message}
          actions={<Escape />}
        />
      )}
      {data && data.posts.length === 0 && (
        <BlogPageNotice role="status" title="No posts found" actions={<Escape />} />
      )}
      {data && data.posts.length > 0 && (
        <>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.posts.map((post, index) => (
              <BlogCard
                key={post.id}
                post={post}
                variant={by}
                headingLevel={2}
                priority={index === firstPictured}
              />
            ))}
          </div>
          <BlogPagination
            page={data.page}
            totalPages={data.totalPages}
            onPageChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </>
  );
}

export const BlogCategoryPage = () => <BlogListPage by="category" />;
export const BlogTagPage = () => <BlogListPage by="tag" />;
