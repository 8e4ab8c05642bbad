import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { mockApi, renderSite } from '../site-test-utils';
import { BlogComments } from './blog-comments';
import { comment } from './comment-factory';
import { VISITOR_ID_KEY, VOTES_KEY } from './comment-logic';

const ME = 'user_1_me';
const COMMENTS = '/api/blog/p1/comments';

function stubWindow<T>(name: 'alert' | 'confirm', fn: T): T {
  Object.defineProperty(window, name, { value: fn, configurable: true, writable: true });
  return fn;
}

function deferred() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function fillAndPost(user: ReturnType<typeof userEvent.setup>, name: string, content: string) {
  const form = screen.getByRole('form', { name: 'Add a comment' });
  const post = within(form).getByRole('button', { name: 'Post' }) as HTMLButtonElement;
  expect(post.disabled).toBe(true);
  await user.type(within(form).getByLabelText('Name'), name);
  expect(post.disabled).toBe(true);
  await user.type(within(form).getByLabelText('Comment'), content);
  expect(post.disabled).toBe(false);
  await user.click(post);
}

describe('BlogComments', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(VISITOR_ID_KEY, ME);
  });
  afterEach(() => vi.restoreAllMocks());

  it("hydrates the server's loading state without a mismatch, then shows the visitor's thread", async () => {
    mockApi({ [COMMENTS]: { comments: [comment({ content: 'Hello there' })] } });
    const queryClient = createQueryClient();
    const tree = (
      <QueryClientProvider client={queryClient}>
        <BlogComments postId="p1" />
      </QueryClientProvider>
    );
    localStorage.clear();
    const html = serverHtml(tree);
    // The browser knows its visitor, whose thread is already at hand.
    localStorage.setItem(VISITOR_ID_KEY, ME);
    queryClient.setQueryData(queryKeys.blog.comments('p1', ME), [comment({ content: 'Hello there' })]);

    const { errors } = await hydrateOver(html, tree);
    expect(errors.map(String)).toEqual([]);
    expect(await screen.findByText('Hello there')).toBeTruthy();
  });

  it("marks its author's held comment 'Awaiting moderation', uncounted and without votes; the owner's with 'Author'", async () => {
    mockApi({
      [COMMENTS]: {
        comments: [
          comment({
            id: 'a',
            content: 'Public one',
            replies: [comment({ id: 'o', parent_id: 'a', content: 'From the owner', author_badge: true })],
          }),
          comment({ id: 'h', content: 'Mine, held', status: 'pending', metadata: { userIdentifier: ME } }),
        ],
      },
    });
    renderSite(<BlogComments postId="p1" />);
    const held = (await screen.findByText('Mine, held')).closest('article') as HTMLElement;
    expect(within(held).getByText('Awaiting moderation')).toBeTruthy();
    expect(within(held).queryByRole('button', { name: /^Upvote/ })).toBeNull();
    const owner = screen.getByText('From the owner').closest('article') as HTMLElement;
    expect(within(owner).getByText('Author')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    mockApi({ [COMMENTS]: { comments: [] } });
    renderSite(<BlogComments postId="p1" />);
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeTruthy();
  });

  it('shows a new comment at 70% opacity with a spinner, then the refreshed list', async () => {
    const user = userEvent.setup();
    const gate = deferred();
    let stored = false;
    const fetch = mockApi({
      [COMMENTS]: () =>
        Response.json({
          comments: stored
            ? [comment({ id: 'c9', name: 'Amina', content: 'Hello there', metadata: { userIdentifier: ME } })]
            : [],
        }),
    });
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        stored = true;
        return gate.promise;
      }
      const url = new URL(String(input), 'http://localhost');
      expect(url.searchParams.get('userIdentifier')).toBe(ME);
      return Response.json({
        comments: stored
          ? [comment({ id: 'c9', name: 'Amina', content: 'Hello there', metadata: { userIdentifier: ME } })]
          : [],
      });
    });
    renderSite(<BlogComments postId="p1" />);
    await screen.findByText('No comments yet. Be the first to comment!');
    await fillAndPost(user, 'Amina', 'Hello there');

    const pending = (await screen.findByText('Hello there')).closest('li') as HTMLElement;
    expect(pending.className).toContain('opacity-70');
    expect(within(pending).getByText('Posting comment')).toBeTruthy();
    const body = JSON.parse(String(fetch.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body));
    expect(body).toMatchObject({
      name: 'Amina',
      content: 'Hello there',
      parent_id: null,
      website: '',
      metadata: { userIdentifier: ME },
    });

    // The server's answer carries the stored comment, which takes the pending entry's place.
    gate.release(
      Response.json(
        {
          success: true,
          comment: comment({
            id: 'c9',
            name: 'Amina',
            content: 'Hello there',
            metadata: { userIdentifier: ME },
          }),
          message: 'Comment added successfully',
        },
        { status: 201 },
      ),
    );
    await waitFor(() =>
      expect((screen.getByText('Hello there').closest('li') as HTMLElement).className).not.toContain(
        'opacity-70',
      ),
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("removes the entry and alerts 'Error adding comment: ' when the server refuses", async () => {
    const user = userEvent.setup();
    const alert = stubWindow('alert', vi.fn());
    const fetch = mockApi({ [COMMENTS]: { comments: [] } });
    fetch.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? Response.json({ success: false, error: 'Too many comments' }, { status: 429 })
        : Response.json({ comments: [] }),
    );
    renderSite(<BlogComments postId="p1" />);
    await screen.findByText('No comments yet. Be the first to comment!');
    await fillAndPost(user, 'Amina', 'Hello there');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error adding comment: Too many comments'));
    expect(screen.queryByText('Hello there')).toBeNull();
  });

  it("rolls a vote back and alerts 'Error voting: ' on failure; stores a vote that worked", async () => {
    const user = userEvent.setup();
    const alert = stubWindow('alert', vi.fn());
    let fail = true;
    const fetch = mockApi({});
    fetch.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        return fail
          ? Response.json({ success: false, error: 'Nope' }, { status: 500 })
          : Response.json({ upvotes: 3, downvotes: 0, userVote: 'up' });
      }
      return Response.json({ comments: [comment({ upvotes: 2 })] });
    });
    renderSite(<BlogComments postId="p1" />);
    await user.click(await screen.findByRole('button', { name: 'Upvote (2)' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error voting: Nope'));
    expect(screen.getByRole('button', { name: 'Upvote (2)' }).getAttribute('aria-pressed')).toBe('false');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Upvote (2)' }));
    const voted = await screen.findByRole('button', { name: 'Upvote (3)' });
    expect(voted.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(VOTES_KEY) ?? '{}')).toEqual({ c1: 'up' });
  });

  it('sends one vote for a double click, while a vote on another comment still goes', async () => {
    const user = userEvent.setup();
    const votes = deferred();
    const fetch = mockApi({});
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        return String(input).includes('/c1/')
          ? votes.promise
          : Response.json({ upvotes: 1, downvotes: 0, userVote: 'up' });
      }
      return Response.json({ comments: [comment({ upvotes: 2 }), comment({ id: 'c2', content: 'Other' })] });
    });
    renderSite(<BlogComments postId="p1" />);
    const first = (await screen.findByRole('button', { name: 'Upvote (2)' })) as HTMLButtonElement;
    await user.dblClick(first);
    const other = within(screen.getByText('Other').closest('li') as HTMLElement);
    await user.click(other.getByRole('button', { name: 'Upvote (0)' }));
    const posts = () =>
      fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()).toEqual(['/api/blog/comments/c1/vote', '/api/blog/comments/c2/vote']);
    votes.release(Response.json({ upvotes: 3, downvotes: 0, userVote: 'up' }));
    expect(await screen.findByRole('button', { name: 'Upvote (3)' })).toBeTruthy();
    expect(posts()).toHaveLength(2);
  });

  it('alerts an edit whose answer makes no sense and keeps the editor open', async () => {
    const user = userEvent.setup();
    const alert = stubWindow('alert', vi.fn());
    const mine = comment({ id: 'mine', content: 'My words', metadata: { userIdentifier: ME } });
    const fetch = mockApi({});
    fetch.mockImplementation(async (_input, init) =>
      init?.method === 'PUT' ? Response.json({ success: true }) : Response.json({ comments: [mine] }),
    );
    renderSite(<BlogComments postId="p1" />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Edit comment'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unexpected answer from the server'));
    expect(screen.getByLabelText('Edit comment')).toBeTruthy();
  });

  it("lets the author edit and delete their own comment only, marks '(edited)', nests and collapses replies", async () => {
    const user = userEvent.setup();
    const confirm = stubWindow(
      'confirm',
      vi.fn(() => true),
    );
    const fetch = mockApi({});
    const mine = comment({
      id: 'mine',
      content: 'My words',
      metadata: { userIdentifier: ME },
      updated_at: '2026-01-02T00:00:00.000Z',
    });
    const theirs = comment({
      id: 'theirs',
      name: 'Baraka',
      content: 'Their words',
      replies: [{ ...mine, parent_id: 'theirs' }],
    });
    fetch.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') {
        return Response.json({
          success: true,
          comment: { ...mine, content: 'Better words' },
          message: 'Comment updated successfully',
        });
      }
      if (init?.method === 'DELETE') {
        return Response.json({ success: true, message: 'Comment deleted successfully' });
      }
      return Response.json({ comments: [theirs] });
    });
    renderSite(<BlogComments postId="p1" />);

    const theirItem = (await screen.findByText('Their words')).closest('li') as HTMLElement;
    const myItem = screen.getByText('My words').closest('li') as HTMLElement;
    expect(within(myItem).getByText('(edited)')).toBeTruthy();
    expect(within(myItem).getByRole('button', { name: 'Edit' })).toBeTruthy();
    // Baraka's own buttons (outside the nested reply) offer no edit.
    const theirButtons = within(theirItem.querySelector('article') as HTMLElement)
      .queryAllByRole('button')
      .map((b) => b.textContent);
    expect(theirButtons).not.toContain('Edit');

    await user.click(within(myItem).getByRole('button', { name: 'Edit' }));
    const editor = within(myItem).getByLabelText('Edit comment');
    await user.clear(editor);
    expect((within(myItem).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(editor, 'Better words');
    await user.click(within(myItem).getByRole('button', { name: 'Save' }));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/blog/comments/mine');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ content: 'Better words', userIdentifier: ME });

    await user.click(within(myItem).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this comment?');
    const del = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(del?.[1]?.body))).toEqual({ userIdentifier: ME });

    const toggle = screen.getByRole('button', { name: 'Hide replies' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.queryByText('My words')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 1 reply' }));
    expect(screen.getByText('My words')).toBeTruthy();
  });
});
