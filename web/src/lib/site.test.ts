import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../modules/content/content.schemas.ts';
import { DEFAULT_SITE_SETTINGS, enabledLinks, FEATURES, FOOTER_NAV, MAIN_NAV, pageTitle } from './site';

describe('enabledLinks', () => {
  it('hides Blog and Shop while their features are off', () => {
    const labels = enabledLinks(MAIN_NAV, { blog: false, shop: false, cart: false, newsletter: false }).map(
      (link) => link.label,
    );
    expect(labels).toEqual(['About', 'Skills', 'Projects', 'Promotions', 'Contact']);
  });

  it('brings each link back when its feature is switched on', () => {
    expect(
      enabledLinks(MAIN_NAV, { blog: true, shop: true, cart: true, newsletter: true }).map(
        (link) => link.label,
      ),
    ).toEqual(['About', 'Skills', 'Projects', 'Blog', 'Shop', 'Promotions', 'Contact']);
    expect(
      enabledLinks(FOOTER_NAV, { blog: true, shop: false, cart: false, newsletter: true }).map(
        (link) => link.label,
      ),
    ).toEqual(['About', 'Projects', 'Blog', 'Contact']);
  });

  it('ships with the blog on and the unbuilt parts switched off', () => {
    expect(FEATURES).toEqual({ blog: true, shop: true, cart: true, newsletter: true });
  });
});

describe('DEFAULT_SITE_SETTINGS', () => {
  it('matches the server’s defaults', () => {
    expect(DEFAULT_SITE_SETTINGS).toEqual(SETTINGS_DEFAULTS);
  });
});

describe('pageTitle', () => {
  it('names the page, then the site', () => {
    expect(pageTitle('Search')).toBe('Search – Wanjiru Kamau');
    expect(pageTitle()).toBe('Wanjiru Kamau – Software, words & property');
  });

  it('names the owner from the settings when the page has them', () => {
    expect(pageTitle('Search', 'Jane Doe')).toBe('Search – Jane Doe');
    expect(pageTitle(undefined, 'Jane Doe')).toBe('Jane Doe – Software, words & property');
  });
});
