import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverHtml } from '../hydration-test-utils';
import { createQueryClient } from '../lib/query-client';
import { BlogComments } from '../site/blog/blog-comments';
import { hydrateIsland } from './hydrate';
import { islandIdPrefix } from './island';
import { IslandFrame } from './island-frame';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The thread island as the server's page holds it: its element, with the server's HTML inside. */
function serverThread(postId: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.island = 'blog-comments';
  element.dataset.islandId = '0';
  element.dataset.props = JSON.stringify({ postId });
  element.className = 'contents';
  element.innerHTML = serverHtml(
    <IslandFrame
      serverLocation="/blog/a-post"
      origin="https://site.example"
      queryClient={createQueryClient()}
    >
      <BlogComments postId={postId} />
    </IslandFrame>,
    islandIdPrefix(0),
  );
  document.body.append(element);
  return element;
}

describe('hydrating an island', () => {
  it("keeps what the visitor typed before it woke, though the island's first render in the browser re-renders its form", async () => {
    // The thread reads this visitor's comments once hydrated (an identifier only the browser has):
    // that re-render sets controlled fields back to their state.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    const element = serverThread('p1');
    const name = element.querySelector<HTMLInputElement>('input#comment-name');
    const comment = element.querySelector<HTMLTextAreaElement>('textarea');
    if (!name || !comment) throw new Error('the server drew no comment form');
    name.value = 'Amina';
    comment.value = 'Loved this one.';

    await hydrateIsland(element, true);

    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Post' }).disabled).toBe(false),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Amina');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Comment').value).toBe('Loved this one.');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/^\/api\/blog\/p1\/comments\?userIdentifier=user_/),
    ]);
  });
});
