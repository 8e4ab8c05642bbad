import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, productFixture, renderSite } from '../site-test-utils';
import { ShopSection } from './shop-section';

const CATEGORIES = { success: true, categories: ['Templates', 'Guides'] };

describe('ShopSection', () => {
  it('shows the card: featured badge, price, files count and View Details', async () => {
    mockApi({
      '/api/shop/categories': CATEGORIES,
      '/api/shop?active=true': {
        success: true,
        items: [productFixture(), productFixture({ id: 'p2', name: 'Guide', featured: 0 })],
      },
    });
    renderSite(<ShopSection />);
    const name = (await screen.findAllByRole('link', { name: 'Budget planner' }))[0] as HTMLElement;
    expect(name.getAttribute('href')).toBe('/product/p1');
    const card = within(name.closest('article') as HTMLElement);
    expect(card.getByText('Featured')).toBeTruthy();
    expect(card.getByText('KES 1,500.00')).toBeTruthy();
    expect(card.getByText('3 files')).toBeTruthy();
    expect(card.getByRole('link', { name: 'View details of Budget planner' }).getAttribute('href')).toBe(
      '/product/p1',
    );
    const guide = (screen.getAllByRole('link', { name: 'Guide' })[0] as HTMLElement).closest(
      'article',
    ) as HTMLElement;
    expect(within(guide).queryByText('Featured')).toBeNull();
  });

  it('shows the loading text first', () => {
    mockApi({ '/api/shop/categories': CATEGORIES, '/api/shop?active=true': { success: true, items: [] } });
    renderSite(<ShopSection />);
    expect(screen.getByText('Loading shop items...')).toBeTruthy();
  });

  it('refetches with the category when a tab is chosen, and hints when it is empty', async () => {
    const user = userEvent.setup();
    const fetch = mockApi({
      '/api/shop/categories': CATEGORIES,
      '/api/shop?active=true': { success: true, items: [productFixture()] },
      '/api/shop?active=true&category=Guides': { success: true, items: [] },
    });
    renderSite(<ShopSection />);
    await user.click(await screen.findByRole('button', { name: 'Guides' }));
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try selecting a different category to see more results.')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/shop?active=true&category=Guides');
  });

  it("says 'No products are currently available.' when the shop is empty", async () => {
    mockApi({ '/api/shop/categories': CATEGORIES, '/api/shop?active=true': { success: true, items: [] } });
    renderSite(<ShopSection />);
    expect(await screen.findByText('No products are currently available.')).toBeTruthy();
  });

  it("shows 'Failed to load shop' with the thrown message", async () => {
    mockApi({
      '/api/shop/categories': CATEGORIES,
      '/api/shop?active=true': () => Response.json({ success: false }, { status: 404 }),
    });
    renderSite(<ShopSection />);
    expect(await screen.findByText('Failed to load shop')).toBeTruthy();
    expect(screen.getByText('Failed to fetch shop items')).toBeTruthy();
  });

  it('copies the product link and confirms, or says it failed', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/shop/categories': CATEGORIES,
      '/api/shop?active=true': { success: true, items: [productFixture()] },
    });
    renderSite(<ShopSection />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined);
    const [copy] = await screen.findAllByRole('button', { name: 'Copy link to Budget planner' });
    await user.click(copy as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product/p1`);
    expect(await screen.findByText('Product link copied to clipboard!')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(copy as HTMLElement);
    expect(await screen.findByText('Failed to copy link')).toBeTruthy();
  });
});
