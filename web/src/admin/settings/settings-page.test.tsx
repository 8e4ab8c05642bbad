import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const SETTINGS = {
  owner_name: 'Wanjiru Kamau',
  hero_title: 'Software that works',
  hero_subtitle: 'Apps, words and property advice.',
  contact_email: 'hello@example.com',
  whatsapp_url: 'https://wa.me/254712345678',
  telegram_url: 'https://t.me/someone',
  updated_at: null,
};

beforeEach(() => {
  signIn();
});

describe('SettingsPage', () => {
  it('saves only the changed settings and says so', async () => {
    const fetch = mockAdminApi({
      'GET /api/settings': () => json({ success: true, settings: SETTINGS }),
      'PUT /api/settings': ({ init }) =>
        json({
          success: true,
          settings: { ...SETTINGS, ...JSON.parse(String(init.body)), updated_at: '2025-02-01T00:00:00Z' },
          message: 'Settings updated successfully!',
        }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/settings');
    const email = await screen.findByLabelText('Contact email');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings updated successfully!')).toBeTruthy();
    const [call] = callsTo(fetch, 'PUT /api/settings');
    expect(JSON.parse(String(call?.init.body))).toEqual({ contact_email: 'owner@example.com' });
    await waitFor(() =>
      expect((screen.getByLabelText('Contact email') as HTMLInputElement).value).toBe('owner@example.com'),
    );
  });

  it('refuses an invalid link before calling the server', async () => {
    const fetch = mockAdminApi({
      'GET /api/settings': () => json({ success: true, settings: SETTINGS }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/settings');
    const telegram = await screen.findByLabelText('Telegram link');
    await user.clear(telegram);
    await user.type(telegram, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Telegram link must be an http(s) URL')).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/settings')).toHaveLength(0);
  });
});
