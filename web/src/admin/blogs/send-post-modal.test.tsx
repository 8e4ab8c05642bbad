import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPost } from '../../api/blog-admin';
import type { Campaign } from '../../api/campaigns';
import { callsTo, json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const POST: AdminPost = {
  id: '7b0c8a52-51d4-4c43-9b0e-7f4a3c2f1a01',
  slug: 'nairobi-rents',
  title: 'Nairobi rents',
  content: '<p>Text</p>',
  category: 'Real Estate',
  tags: [],
  status: 'published',
  created_at: '2026-03-01T10:00:00.000Z',
  published_at: '2026-03-01T10:00:00.000Z',
  comment_count: 0,
};
const SENT_POST: AdminPost = { ...POST, id: '7b0c8a52-51d4-4c43-9b0e-7f4a3c2f1a02', title: 'Older post' };
const DRAFT: AdminPost = {
  ...POST,
  id: '7b0c8a52-51d4-4c43-9b0e-7f4a3c2f1a03',
  title: 'A draft',
  status: 'draft',
};
const campaign = (postId: string, fields: Partial<Campaign> = {}): Campaign => ({
  id: `c-${postId}`,
  post_id: postId,
  status: 'sent',
  subject: 'Older post',
  total: 3,
  sent: 3,
  failed: 0,
  created_at: '2026-03-02T10:00:00.000Z',
  finished_at: '2026-03-02T10:01:00.000Z',
  ...fields,
});

function setup() {
  signIn();
  const fetch = mockAdminApi({
    'GET /api/blog': () => json({ success: true, posts: [POST, SENT_POST, DRAFT] }),
    'GET /api/blog/meta/categories': () => json({ success: true, categories: [] }),
    'GET /api/newsletter/campaigns': () => json({ success: true, campaigns: [campaign(SENT_POST.id)] }),
    [`GET /api/blog/${POST.id}/newsletter`]: () =>
      json({
        success: true,
        preview: { subject: POST.title, html: '<h1>Nairobi rents</h1>', text: 'Nairobi rents' },
        active_subscribers: 2,
        campaign: null,
      }),
    [`POST /api/blog/${POST.id}/newsletter`]: () =>
      json({ success: true, campaign: campaign(POST.id, { status: 'sending', total: 2, sent: 0 }) }, 201),
    [`GET /api/newsletter/campaigns/c-${POST.id}`]: () =>
      json({ success: true, campaign: campaign(POST.id, { total: 2, sent: 2 }) }),
  });
  renderAdmin('/admin/blogs');
  return fetch;
}

/** The blog screen and its editor are lazy chunks: the first render takes a moment. */
const sendButton = (title: string) => screen.findByRole('button', { name: `Send to subscribers: ${title}` });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sending a post to subscribers', () => {
  it('offers the action on published posts only, and marks a sent post', async () => {
    setup();
    expect((await sendButton(POST.title)).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Sent to subscribers' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: `Send to subscribers: ${DRAFT.title}` })).toBeNull();
  });

  it('previews in a sandboxed frame, asks for confirmation, then shows the progress until sent', async () => {
    const fetch = setup();
    const user = userEvent.setup();
    await user.click(await sendButton(POST.title));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send to subscribers' }));
    expect((await dialog.findByTestId('active-subscribers')).textContent).toBe('2 active subscribers');
    const frame = dialog.getByTitle('Email preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Nairobi rents</h1>');

    await user.click(dialog.getByRole('button', { name: 'Send to subscribers' }));
    expect(dialog.getByText(/A post can be sent only once\./).textContent).toBe(
      'Send Nairobi rents to 2 active subscribers? A post can be sent only once.',
    );
    expect(callsTo(fetch, `POST /api/blog/${POST.id}/newsletter`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Yes, send it' }));
    expect((await dialog.findByText('Sent', { selector: '[data-testid="campaign-status"]' })).tagName).toBe(
      'P',
    );
    expect(dialog.getByTestId('campaign-sent').textContent).toBe('2');
    expect(dialog.getByTestId('campaign-total').textContent).toBe('2');
    expect(dialog.getByTestId('campaign-failed').textContent).toBe('0');
    expect(callsTo(fetch, `POST /api/blog/${POST.id}/newsletter`)).toHaveLength(1);
  });
});
