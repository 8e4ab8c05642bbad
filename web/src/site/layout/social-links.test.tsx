import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderSite, socialLinkView } from '../site-test-utils';
import { SocialLinks } from './social-links';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SocialLinks', () => {
  it('reads the empty text when there are no links', async () => {
    mockApi({ '/api/social-links/active': { success: true, socialLinks: [] } });
    renderSite(<SocialLinks />);
    expect(await screen.findByText('No social links available at the moment.')).toBeTruthy();
  });

  it('only logs a failure and reads as empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ '/api/social-links/active': () => new Response('', { status: 404 }) });
    renderSite(<SocialLinks />);
    expect(await screen.findByText('No social links available at the moment.')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('links out in the brand colours, with the platform mark or the uploaded icon', async () => {
    mockApi({
      '/api/social-links/active': {
        success: true,
        socialLinks: [
          socialLinkView(),
          socialLinkView({ id: 'l2', name: 'Email me', url: 'mailto:me@example.com', platform: 'email' }),
          socialLinkView({ id: 'l3', name: 'Blog', platform: 'website', icon: '/uploads/icons/blog.png' }),
        ],
      },
    });
    renderSite(<SocialLinks />);
    const list = await screen.findByRole('list', { name: 'Social links' });
    const github = within(list).getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.style.getPropertyValue('--brand')).toBe('#181717');
    expect(github.style.getPropertyValue('--brand-hover')).toBe('#374151');
    expect(github.querySelector('svg')).toBeTruthy();
    const email = within(list).getByRole('link', { name: 'Email me' });
    expect(email.getAttribute('target')).toBeNull();
    const blog = within(list).getByRole('link', { name: /Blog/ });
    expect(blog.querySelector('img')?.getAttribute('src')).toBe('/uploads/icons/blog.png');
  });
});
