import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_BG_CLASSES } from '../../../../modules/content/content.schemas.ts';
import { mockApi, promotionView, renderSite } from '../site-test-utils';
import { promotionBackground, promotionBadgeClass } from './promotion-style';
import { PromotionsSection } from './promotions-section';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('promotionBadgeClass', () => {
  it('colours by FREE, AFFILIATE, OFF or %, in that order and any case', () => {
    expect(promotionBadgeClass('Free download')).toContain('bg-emerald-500');
    expect(promotionBadgeClass('AFFILIATE')).toContain('bg-purple-500');
    expect(promotionBadgeClass('30% off')).toContain('bg-red-500');
    expect(promotionBadgeClass('50 OFF')).toContain('bg-red-500');
    expect(promotionBadgeClass('-20%')).toContain('bg-red-500');
    expect(promotionBadgeClass('FREE 100% OFF')).toContain('bg-emerald-500');
    expect(promotionBadgeClass('New')).toBe('bg-white text-zinc-900');
  });
});

describe('promotionBackground', () => {
  it('uses palette entries as classes and anything else inline', () => {
    const palette = PROMOTION_BG_CLASSES[2];
    expect(promotionBackground(palette)).toEqual({ className: palette });
    expect(promotionBackground('#0f766e')).toEqual({ style: { background: '#0f766e' } });
    expect(promotionBackground('linear-gradient(90deg, red, blue)')).toEqual({
      style: { background: 'linear-gradient(90deg, red, blue)' },
    });
    expect(promotionBackground(null)).toEqual({ className: PROMOTION_BG_CLASSES[0] });
  });
});

describe('PromotionsSection', () => {
  it('renders nothing but the anchor when there are no promotions', async () => {
    const fetch = mockApi({ '/api/promotions/active': { success: true, promotions: [] } });
    renderSite(<PromotionsSection />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(document.getElementById('promotions')?.textContent).toBe(''));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows slides with their badge colour, background and call to action', async () => {
    mockApi({
      '/api/promotions/active': {
        success: true,
        promotions: [
          promotionView({ bg_color: PROMOTION_BG_CLASSES[1] }),
          promotionView({
            id: 'pr2',
            title: 'Hosting deal',
            badge: '40% OFF',
            bg_color: '#123456',
            is_ad: true,
          }),
        ],
      },
    });
    renderSite(<PromotionsSection />);
    await screen.findAllByText('Free React checklist');
    expect(screen.getByRole('heading', { name: 'Offers worth a look' })).toBeTruthy();
    const [free] = screen
      .getAllByRole('article')
      .filter((a) => within(a).queryByText('Free React checklist'));
    const [deal] = screen.getAllByRole('article').filter((a) => within(a).queryByText('Hosting deal'));
    expect(within(free as HTMLElement).getByText('FREE').className).toContain('bg-emerald-500');
    expect((free as HTMLElement).className).toContain('from-violet-600');
    expect(within(deal as HTMLElement).getByText('40% OFF').className).toContain('bg-red-500');
    expect((deal as HTMLElement).style.background).toContain('#123456');
    const cta = within(deal as HTMLElement).getByRole('link', { name: /Get it/ });
    expect(cta.getAttribute('rel')).toContain('sponsored');
    expect(screen.getByRole('group', { name: 'Promotions' })).toBeTruthy();
  });

  it("says 'Failed to load promotions' on error", async () => {
    mockApi({ '/api/promotions/active': () => new Response('', { status: 404 }) });
    renderSite(<PromotionsSection />);
    expect(await screen.findByText('Failed to load promotions')).toBeTruthy();
  });
});
