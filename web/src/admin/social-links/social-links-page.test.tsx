import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const LINK = {
  id: 'l1',
  name: 'GitHub',
  url: 'https://github.com/someone',
  platform: 'github',
  color: '#6B7280',
  hover_color: '#374151',
  is_active: true,
  order_index: 0,
  icon: null,
  updated_at: '2025-01-01T00:00:00Z',
};

beforeEach(() => {
  signIn();
});

describe('SocialLinksPage', () => {
  it('asks with the spec text before deleting, and toggles the status with is_active only', async () => {
    let links = [LINK];
    const fetch = mockAdminApi({
      'GET /api/social-links': () => json({ success: true, socialLinks: links }),
      'PUT /api/social-links/l1': () => json({ success: true }),
      'DELETE /api/social-links/l1': () => {
        links = [];
        return json({ success: true, message: 'Social link deleted successfully!' });
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/socials');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Active: deactivate GitHub' }))[0] as HTMLElement,
    );
    expect(await screen.findByText('Social link deactivated successfully!')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetch, 'PUT /api/social-links/l1')[0]?.init.body))).toEqual({
      is_active: false,
    });

    await user.click(screen.getAllByRole('button', { name: 'Delete GitHub' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Delete social link' });
    expect(
      within(dialog).getByText('Are you sure you want to delete "GitHub"? This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No social links found. Create one to get started!')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetch, 'DELETE /api/social-links/l1')).toHaveLength(1));
  });

  it('fills the platform from the URL and offers icon removal only when an icon exists', async () => {
    mockAdminApi({
      'GET /api/social-links': () =>
        json({
          success: true,
          socialLinks: [LINK, { ...LINK, id: 'l2', name: 'Site', icon: '/uploads/i.png' }],
        }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/social-links');
    await user.click(await screen.findByRole('button', { name: 'Add Social Link' }));
    await user.type(screen.getByLabelText('URL'), 'https://t.me/someone');
    expect((screen.getByLabelText('Platform') as HTMLInputElement).value).toBe('telegram');
    expect(screen.queryByLabelText('Remove current custom icon')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getAllByRole('button', { name: 'Edit Site' })[0] as HTMLElement);
    expect(screen.getByLabelText('Remove current custom icon')).toBeTruthy();
  });
});
