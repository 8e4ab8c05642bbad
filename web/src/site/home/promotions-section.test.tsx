import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_BG_CLASSES } from '../../../../modules/content/content.schemas.ts';
import { mockApi, promotionView, renderSite } from '../site-test-utils';
import { DEFAULT_PROMOTION_BACKGROUND, promotionBackground, promotionBadgeClass } from './promotion-style';
import { PromotionsSection } from './promotions-section';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Tailwind 4's sRGB values of the badge colours (its palette is oklch; these are the sRGB fallbacks). */
const SRGB: Record<string, string> = {
  'bg-emerald-700': '#007a55',
  'bg-purple-700': '#8200db',
  'bg-red-700': '#c10007',
  'bg-white': '#ffffff',
  'text-white': '#ffffff',
  'text-zinc-900': '#18181b',
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(classes: string): number {
  const bg = classes.split(' ').find((name) => name.startsWith('bg-')) ?? '';
  const fg = classes.split(' ').find((name) => name.startsWith('text-')) ?? '';
  const [light, dark] = [luminance(SRGB[bg] ?? ''), luminance(SRGB[fg] ?? '')].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('promotionBadgeClass', () => {
  it('colours by FREE, AFFILIATE, OFF or %, in that order and any case', () => {
    expect(promotionBadgeClass('Free download')).toContain('bg-emerald-700');
    expect(promotionBadgeClass('AFFILIATE')).toContain('bg-purple-700');
    expect(promotionBadgeClass('30% off')).toContain('bg-red-700');
    expect(promotionBadgeClass('50 OFF')).toContain('bg-red-700');
    expect(promotionBadgeClass('-20%')).toContain('bg-red-700');
    expect(promotionBadgeClass('FREE 100% OFF')).toContain('bg-emerald-700');
    expect(promotionBadgeClass('New')).toBe('bg-white text-zinc-900');
  });

  it.each(['FREE', 'AFFILIATE', '30% OFF', 'New'])(
    'gives the %s badge text at least 4.5:1 contrast (WCAG AA, small text), whatever the theme',
    (badge) => {
      const classes = promotionBadgeClass(badge);
      // No dark: variant: the badge keeps its colours in both themes.
      expect(classes).not.toContain('dark:');
      expect(contrast(classes)).toBeGreaterThanOrEqual(4.5);
    },
  );
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

  it('defaults to the palette’s first entry, kept in step with the content module', () => {
    expect(DEFAULT_PROMOTION_BACKGROUND).toBe(PROMOTION_BG_CLASSES[0]);
    for (const entry of PROMOTION_BG_CLASSES)
      expect(promotionBackground(entry)).toEqual({ className: entry });
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
    expect(within(free as HTMLElement).getByText('FREE').className).toContain('bg-emerald-700');
    expect((free as HTMLElement).className).toContain('from-violet-600');
    expect(within(deal as HTMLElement).getByText('40% OFF').className).toContain('bg-red-700');
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
