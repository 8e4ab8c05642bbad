import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminComment } from '../../api/comments-admin';
import { callsTo, json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const HELD: AdminComment = {
  id: '6f1c2c57-3f5c-4a57-9f3c-0d3f8a4b1e21',
  post_id: 'p1',
  post_title: 'Buying land in Kitengela',
  post_slug: 'buying-land-in-kitengela',
  parent_id: null,
  name: 'Amina',
  email: 'amina@example.com',
  content: 'Which office issues the search?',
  status: 'pending',
  held_reason: 'links',
  author_badge: false,
  pinned: false,
  created_at: '2026-11-29T10:00:00.000Z',
};
const OTHER: AdminComment = {
  ...HELD,
  id: '6f1c2c57-3f5c-4a57-9f3c-0d3f8a4b1e22',
  name: 'Otieno',
  content: 'Great guide, thank you.',
  held_reason: 'first_comment',
};
const RULES = {
  success: true,
  settings: { moderation: 'first', blocked_words: ['casino'], daily_digest: true },
  blocks: [],
};

function setup() {
  signIn();
  const fetch = mockAdminApi({
    'GET /api/blog/comments': ({ url }) =>
      json({
        success: true,
        comments: url.searchParams.get('status') === 'pending' ? [HELD, OTHER] : [],
        counts: { pending: 2, approved: 5, spam: 1 },
        page: 1,
        totalPages: 1,
      }),
    'GET /api/blog/comment-settings': () => json(RULES),
    'POST /api/blog/comments/bulk': () =>
      json({ success: true, message: 'Comments updated successfully', changed: 2 }),
    'PUT /api/blog/comment-settings': () => json({ ...RULES, message: 'Comment settings saved' }),
  });
  return { fetch, ...renderAdmin('/admin/comments') };
}

describe('/admin/comments', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the pending queue with why each was held, and approves the selected ones in one call', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    expect(await screen.findByText('Which office issues the search?', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Two or more links')).toBeTruthy();
    expect(screen.getByText('First comment of a new visitor')).toBeTruthy();
    await user.click(screen.getByLabelText('Select all on this page'));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/blog/comments/bulk')).toHaveLength(1), {
      timeout: 15_000,
    });
    const [call] = callsTo(fetch, 'POST /api/blog/comments/bulk');
    expect(JSON.parse(String(call?.init.body))).toEqual({ ids: [HELD.id, OTHER.id], action: 'approve' });
    expect(await screen.findByText('Approved: 2 comments', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('saves the rules: the setting, the blocked words a line each, the digest', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    const words = await screen.findByLabelText('Blocked words', {}, { timeout: 15_000 });
    await waitFor(() => expect((words as HTMLTextAreaElement).value).toBe('casino'), { timeout: 15_000 });
    await user.selectOptions(screen.getByLabelText('Moderation'), 'all');
    await user.type(words, '\n cheap loans \n\n');
    await user.click(screen.getByLabelText('Email me a daily digest of held comments'));
    await user.click(
      within(screen.getByRole('form', { name: 'Rules' })).getByRole('button', { name: 'Save rules' }),
    );
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/blog/comment-settings')).toHaveLength(1), {
      timeout: 15_000,
    });
    expect(JSON.parse(String(callsTo(fetch, 'PUT /api/blog/comment-settings')[0]?.init.body))).toEqual({
      moderation: 'all',
      blocked_words: ['casino', 'cheap loans'],
      daily_digest: false,
    });
  });
});
