import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('HomePage', () => {
  it('shows the hero with its two calls to action', async () => {
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    expect(
      within(hero)
        .getByRole('link', { name: /Let's Work Together/ })
        .getAttribute('href'),
    ).toBe('/#about');
    expect(within(hero).getByRole('link', { name: 'See my work' }).getAttribute('href')).toBe('/#projects');
  });

  it('renders the About section per spec', async () => {
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'Three crafts, one standard of care' });
    expect(about.id).toBe('about');

    const year = new Date().getFullYear();
    for (const [title, description, start] of [
      ['Software Engineer', 'Full-Stack Web & Mobile Developer', 2019],
      ['Writer', 'Crafting words that connect & convert', 2012],
      ['Realtor', 'Your guide to smart property decisions', 2024],
    ] as const) {
      const row = within(about).getByText(title).closest('li') as HTMLElement;
      expect(within(row).getByText(description)).toBeTruthy();
      const years = year - start;
      expect(within(row).getByText(years > 0 ? `${years}+` : 'New')).toBeTruthy();
      expect(within(row).getByText('Years')).toBeTruthy();
    }
    expect(within(about).getByText('#AWonderfulExperience')).toBeTruthy();
    expect(within(about).getByRole('heading', { name: "Let's Work Together" })).toBeTruthy();
    expect(within(about).getByText('Ready When You Are')).toBeTruthy();
    expect(
      within(about).getByText("Need an app? Property advice? Compelling copy? I've got you covered."),
    ).toBeTruthy();
  });

  it('links to email in place and to chats in a new tab', async () => {
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'Three crafts, one standard of care' });
    const email = within(about).getByRole('link', { name: /Email/ });
    expect(email.getAttribute('href')).toMatch(/^mailto:/);
    expect(email.getAttribute('target')).toBeNull();
    for (const [name, prefix] of [
      ['WhatsApp', 'https://wa.me/'],
      ['Telegram', 'https://t.me/'],
    ] as const) {
      const link = within(about).getByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('href')?.startsWith(prefix)).toBe(true);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('draws six decorative circles with the spec sizes and timings', async () => {
    renderApp('/');
    const about = await screen.findByRole('region', { name: 'Three crafts, one standard of care' });
    const backdrop = about.querySelector('[aria-hidden="true"]') as HTMLElement;
    const circles = Array.from(backdrop.children) as HTMLElement[];
    expect(circles).toHaveLength(6);
    expect(circles.map((c) => c.style.width)).toEqual(['100px', '120px', '140px', '160px', '180px', '200px']);
    expect(circles.map((c) => c.style.animationDelay)).toEqual(['0s', '2s', '4s', '6s', '8s', '10s']);
    expect(circles.map((c) => c.style.animationDuration)).toEqual(['8s', '10s', '12s', '14s', '16s', '18s']);
  });

  it('stacks the sections in order', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const ids = Array.from(document.querySelectorAll('main section[id]')).map((section) => section.id);
    expect(ids).toEqual(['about', 'skills', 'projects', 'blog', 'shop', 'promotions']);
  });

  it('shows the credit line and the current year in the footer', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(footer.textContent).toContain('Designed & built by Wanjiru Kamau');
  });
});
