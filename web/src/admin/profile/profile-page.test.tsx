import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, callsTo, json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

beforeEach(() => {
  signIn();
});

describe('ProfilePage', () => {
  it('sends only the changed fields and stores the updated admin', async () => {
    const updated = { ...ADMIN, phone: '+254 700 000 001' };
    const fetch = mockAdminApi({
      'PUT /api/auth/profile': () =>
        json({ success: true, user: updated, message: 'Profile updated successfully!' }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/profile');
    const phone = await screen.findByLabelText('Phone number');
    expect((screen.getByLabelText('Role') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Member since') as HTMLInputElement).readOnly).toBe(true);

    await user.type(phone, '+254 700 000 001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();

    const form = callsTo(fetch, 'PUT /api/auth/profile')[0]?.init.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ phone: '+254 700 000 001' });
    expect(JSON.parse(localStorage.getItem('admin-user') ?? 'null')).toEqual(updated);
  });

  it('shows the update failure', async () => {
    mockAdminApi({
      'PUT /api/auth/profile': () => json({ success: false }, 500),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/profile');
    await user.type(await screen.findByLabelText('Full name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to update profile'));
  });
});
