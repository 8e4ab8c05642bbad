import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { searchPath } from './header-search';

describe('searchPath', () => {
  it('trims and encodes the text', () => {
    expect(searchPath('  react & vite ')).toBe('/search?q=react%20%26%20vite');
  });

  it('ignores blank text', () => {
    expect(searchPath('   ')).toBeNull();
    expect(searchPath('')).toBeNull();
  });
});

describe('SiteHeader', () => {
  beforeEach(() => {
    document.documentElement.classList.remove('dark');
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('has a banner with the main navigation and the links of the sections that exist', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const [nav] = await within(banner).findAllByRole('navigation', { name: 'Main' });
    if (!nav) throw new Error('no main nav');
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/#about'],
      ['Skills', '/#skills'],
      ['Projects', '/#projects'],
      ['Blog', '/#blog'],
      ['Shop', '/#shop'],
      ['Promotions', '/#promotions'],
      ['Contact', '/#about'],
    ]);
    expect(
      within(banner)
        .getByRole('link', { name: /Wanjiru Kamau/ })
        .getAttribute('href'),
    ).toBe('/');
  });

  it('searches with trimmed, encoded text, then clears and closes the box', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('searchbox', { name: 'Search the site' });
    expect(document.activeElement).toBe(box);

    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('searchbox')).toBeTruthy();

    await user.clear(box);
    await user.type(box, '  react & vite {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=react%20%26%20vite');
    // The router's state moves first; wait until the page (and so the header) has rendered it, as a
    // visitor would before opening the box again.
    await screen.findByRole('heading', { name: 'Search', level: 1 });
    // The search page has a box of its own; the header's is the one that must have closed.
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).queryByRole('searchbox')).toBeNull());

    await user.click(await within(banner).findByRole('button', { name: 'Search' }));
    expect(((await within(banner).findByRole('searchbox')) as HTMLInputElement).value).toBe('');
  });

  it('closes the search box with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('shows the cart icon, which opens the cart drawer', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (0)' });
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
  });

  it('labels the theme toggle with what it will do and switches the page root', async () => {
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Switch to dark mode' });
    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });

  it('opens and closes the mobile menu, which holds the same links', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    await user.click(open);
    const close = await screen.findByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(close.getAttribute('aria-controls') ?? '');
    expect(menu?.className).toContain('max-h-[600px]');
    expect(within(menu as HTMLElement).getAllByRole('link')).toHaveLength(7);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('on the home page, scrolls to the section after 100 ms instead of navigating', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { router } = renderApp('/');
    const banner = await screen.findByRole('banner');
    const [contact] = await within(banner).findAllByRole('link', { name: 'Contact' });
    vi.useFakeTimers();

    fireEvent.click(contact as HTMLElement);
    expect(router.state.location.hash).toBe('');
    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('about'));
    expect(scrollIntoView.mock.calls[0]?.[0]).toMatchObject({ behavior: 'smooth' });
  });

  it('from another page, navigates to /#section', async () => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { router } = renderApp('/checkout');
    const banner = await screen.findByRole('banner');
    const [skills] = await within(banner).findAllByRole('link', { name: 'Skills' });
    fireEvent.click(skills as HTMLElement);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#skills');
  });
});
