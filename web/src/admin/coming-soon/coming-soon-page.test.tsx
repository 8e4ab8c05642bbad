import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, json, mockApi, renderAdmin, signIn } from '../admin-test-utils';

const SCREENS = [['/admin/shop', 'Shop', 'Shop · Admin Portal – Wanjiru Kamau']] as const;

describe('ComingSoonPage', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/auth/profile': () => json({ success: true, user: ADMIN }) });
  });

  it.each(SCREENS)(
    'shows %s inside the admin frame, saying what will be there',
    async (path, title, documentTitle) => {
      signIn();
      renderAdmin(path);

      const heading = await screen.findByRole('heading', { name: `${title} is on its way` });
      const region = within(heading.closest('section') as HTMLElement);
      expect(region.getByText('Not built yet')).toBeTruthy();
      expect(region.getAllByRole('listitem').length).toBeGreaterThan(2);
      expect(region.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
        '/admin/dashboard',
      );
      // The admin frame (sidebar and header) surrounds it; the public site's header does not.
      expect(await screen.findByRole('navigation', { name: /admin/i })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(document.title).toBe(documentTitle);
    },
  );

  it('is guarded like every admin route: without a token it goes to the sign-in page', async () => {
    const { router } = renderAdmin('/admin/shop');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
