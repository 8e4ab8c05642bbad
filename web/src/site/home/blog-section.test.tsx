import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PostView } from '../../api/blog';
import { splitTags } from '../blog/blog-card';
import { mockApi, renderSite } from '../site-test-utils';
import { BlogSection, blogTabs } from './blog-section';

const post = (overrides: Partial<PostView>): PostView => ({
  id: 'b1',
  slug: 'first-post',
  title: 'First post',
  excerpt: 'What it is about',
  category: 'Tech',
  tags: ['react', 'node', 'redis', 'docker'],
  featured_image: null,
  author_name: null,
  published_at: '2026-03-04T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  read_time: null,
  views: 12,
  status: 'published',
  ...overrides,
});

const POSTS = [
  post({}),
  post({ id: 'b2', slug: 'second', title: 'On writing', category: 'Writing', tags: [] }),
];

describe('BlogSection', () => {
  it("shows the spec's card: category, 2 tags then '+N more', author 'Admin', short date, 5 min, views", async () => {
    mockApi({ '/api/blog': { success: true, posts: POSTS } });
    renderSite(<BlogSection />);
    const title = (await screen.findAllByRole('link', { name: 'First post' }))[0] as HTMLElement;
    expect(title.getAttribute('href')).toBe('/blog/first-post');
    const card = within(title.closest('article') as HTMLElement);
    expect(card.getByText('#react')).toBeTruthy();
    expect(card.getByText('#node')).toBeTruthy();
    expect(card.getByText('+2 more')).toBeTruthy();
    expect(card.getByText('Admin')).toBeTruthy();
    expect(card.getByText('Mar 4, 2026')).toBeTruthy();
    expect(card.getByText('5 min read')).toBeTruthy();
    expect(card.getByText('12 views')).toBeTruthy();
    expect(document.getElementById('blog')).toBeTruthy();
  });

  it('filters by category tab', async () => {
    mockApi({ '/api/blog': { success: true, posts: POSTS } });
    renderSite(<BlogSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Writing' }));
    expect(screen.queryAllByRole('link', { name: 'First post' })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'On writing' }).length).toBeGreaterThan(0);
  });

  it("says 'No posts found in the {category} category.' when empty", async () => {
    mockApi({ '/api/blog': { success: true, posts: [] } });
    renderSite(<BlogSection />);
    expect(await screen.findByText('No posts found in the All category.')).toBeTruthy();
  });

  it("shows 'Failed to load posts' with the thrown message on failure", async () => {
    mockApi({ '/api/blog': () => Response.json({ success: false }, { status: 404 }) });
    renderSite(<BlogSection />);
    expect(await screen.findByText('Failed to load posts')).toBeTruthy();
    expect(screen.getByText('Failed to fetch blog posts')).toBeTruthy();
  });
});

describe('blog helpers', () => {
  it('tabs are All then the categories in use; tags split after 2', () => {
    expect(blogTabs(POSTS)).toEqual(['All', 'Tech', 'Writing']);
    expect(splitTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], more: 1 });
  });
});
