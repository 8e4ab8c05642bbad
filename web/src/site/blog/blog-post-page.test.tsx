import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderSite } from '../site-test-utils';
import { BlogPostPage } from './blog-post-page';

const POST_PATH = '/api/blog/slug/first-sale';
// The client tries a GET three times (waiting 1 s, then 2 s) before it gives up on a network failure.
const AFTER_RETRIES = { timeout: 15_000 };

const _postAnswer = {
  success: true,
  post: {
    id: 'b1',
    slug: 'first-sale',
    title: 'Your first sale',
    excerpt: null,
    category: 'Business',
    tags: [],
    created_at: '2026-03-04T10:00:00.000Z',
    content: '<p>It starts with one buyer.</p>',
    status: 'published',
  },
};

function renderPost() {
  return renderSite(<BlogPostPage />, { path: '/blog/first-sale', route: '/blog/:slug' });
}

afterEach(() => vi.unstubAllGlobals());

describe('BlogPostPage', () => {
  it("says 'Post not found' for a 404, with the way back to the blog and no retry", async () => {
    const fetch = mockApi({});
    renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Blog' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith(POST_PATH))).toHaveLength(1);
  });

  it('says the post could not be loaded when nothing answers, and Try again asks for the page again', async () => {
    mockApi({
      [POST_PATH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPost();
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'This post could not be loaded' },
      AFTER_RETRIES,
    );
    expect(heading).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText(/not found/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Blog' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLElement).dataset.go).toBe(
      '/blog/first-sale',
    );
    expect((screen.getByRole('button', { name: 'Back to Blog' }) as HTMLElement).dataset.go).toBe('/#blog');
  }, 30_000);

  it('says the post could not be loaded for a server error, not that it is missing', async () => {
    mockApi({
      [POST_PATH]: () => Response.json({ success: false, error: 'Internal server error' }, { status: 503 }),
    });
    renderPost();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This post could not be loaded' }, AFTER_RETRIES),
    ).toBeTruthy();
    expect(screen.queryByText(/not found/i)).toBeNull();
  }, 30_000);
});
