import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostView } from '../../api/blog';
import { expectPriorityPicture, mockApi, renderSite } from '../site-test-utils';
import { BlogListPage } from './blog-list-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (id: string, featured_image: string | null): PostView => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: null,
  category: 'Real Estate',
  tags: [],
  featured_image,
  author_name: 'Admin',
  published_at: '2026-03-05T10:00:00.000Z',
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
  content: '<p>Body.</p>',
  status: 'published',
});

describe('BlogListPage', () => {
  it("loads the first pictured post's picture first (the largest above the fold) and the rest lazily", async () => {
    mockApi({
      '/api/blog/category/Real%20Estate': {
        posts: [
          post('1', null),
          post('2', 'https://cdn.example/2.jpg'),
          post('3', 'https://cdn.example/3.jpg'),
        ],
        page: 1,
        totalPages: 1,
        total: 3,
      },
    });
    const { container } = renderSite(<BlogListPage by="category" />, {
      path: '/blog/category/Real%20Estate',
      route: '/blog/category/:category',
    });
    expect(await screen.findByText('Post 3')).toBeTruthy();
    expectPriorityPicture(container, 'https://cdn.example/2.jpg', 'https://cdn.example/3.jpg');
  });
});
