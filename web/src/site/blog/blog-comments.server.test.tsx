// @vitest-environment node
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { BlogComments } from './blog-comments';

describe('BlogComments on the server', () => {
  it('renders the form and the loading state without inventing a visitor identifier', () => {
    const queryClient = createQueryClient();
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <BlogComments postId="p1" />
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-label="Add a comment"');
    expect(html).toContain('Loading comments');
    // A thread keyed by an identifier made up on the server would never be the visitor's.
    const keys = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['blog', 'comments'] })
      .map((query) => query.queryKey);
    expect(keys).toEqual([['blog', 'comments', 'p1', '']]);
  });
});
