import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedirectRow } from '../../api/imports';
import { callsTo, json, listJson, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const IMPORTED: RedirectRow = {
  id: '0b6f6f1e-1c1a-4c1e-9a51-3a3f0c1d2e01',
  from: '/?p=7341',
  to: '/blog/the-long-rains',
  status: 301,
  source: 'wordpress',
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
};

function setup() {
  signIn();
  const fetch = mockAdminApi({
    'GET /api/redirects': () => listJson('redirects', [IMPORTED]),
    'POST /api/redirects': () =>
      json(
        { success: false, error: 'A redirect from this path already exists', code: 'redirect_exists' },
        409,
      ),
    'DELETE /api/redirects/0b6f6f1e-1c1a-4c1e-9a51-3a3f0c1d2e01': () =>
      json({ success: true, message: 'Redirect deleted' }),
  });
  return { fetch, ...renderAdmin('/admin/redirects') };
}

describe('/admin/redirects', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists what the import made, with who made it', async () => {
    setup();
    const row = (await screen.findAllByText('/?p=7341', {}, { timeout: 15_000 }))[0]?.closest('tr');
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByText('/blog/the-long-rains')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('WordPress import')).toBeTruthy();
  });

  it('shows the server’s 409 under the old path', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    await screen.findAllByText('/?p=7341', {}, { timeout: 15_000 });
    await user.click(screen.getAllByRole('button', { name: 'Add redirect' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add redirect' });
    await user.type(within(dialog).getByLabelText(/^Old path/), '/?p=7341');
    await user.type(within(dialog).getByLabelText(/^New path/), '/blog');
    await user.click(within(dialog).getByRole('button', { name: 'Add redirect' }));
    const field = within(dialog).getByLabelText(/^Old path/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A redirect from this path already exists')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetch, 'POST /api/redirects')[0]?.init.body))).toEqual({
      from: '/?p=7341',
      to: '/blog',
    });
  });

  it('deletes after a confirm', async () => {
    const user = userEvent.setup();
    const { fetch } = setup();
    await screen.findAllByText('/?p=7341', {}, { timeout: 15_000 });
    await user.click(
      screen.getAllByRole('button', { name: 'Delete redirect from /?p=7341' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete redirect' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete redirect' }));
    await screen.findByText('Redirect deleted');
    expect(callsTo(fetch, 'DELETE /api/redirects/0b6f6f1e-1c1a-4c1e-9a51-3a3f0c1d2e01')).toHaveLength(1);
  });
});
