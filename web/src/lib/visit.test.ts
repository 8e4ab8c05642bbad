import { afterEach, describe, expect, it } from 'vitest';
import { noteVisit, VISIT_KEY, visitAttribution } from './visit';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-28T10:00:00Z');

describe('the visit this browser keeps', () => {
  afterEach(() => localStorage.clear());

  it('begins at a landing with campaign parameters and keeps it through later pages', () => {
    noteVisit({ page_path: '/blog/a', utm_source: 'newsletter', utm_campaign: 'nov' }, T0);
    noteVisit({ page_path: '/product/p1' }, T0 + 20 * MINUTE);
    noteVisit({ page_path: '/checkout' }, T0 + 45 * MINUTE);
    expect(visitAttribution(T0 + 46 * MINUTE)).toEqual({
      entry_path: '/blog/a',
      utm_source: 'newsletter',
      utm_campaign: 'nov',
    });
  });

  it('begins a new visit after 30 minutes idle, not on arriving again from another site', () => {
    noteVisit({ page_path: '/blog/a', referrer: 'https://www.google.com' }, T0);
    noteVisit({ page_path: '/blog/b' }, T0 + 31 * MINUTE);
    expect(visitAttribution(T0 + 32 * MINUTE)).toEqual({ entry_path: '/blog/b' });
    // Back from the payment page, say: the server keeps the visit going too.
    noteVisit({ page_path: '/payment/callback', referrer: 'https://pay.pesapal.com' }, T0 + 33 * MINUTE);
    expect(visitAttribution(T0 + 34 * MINUTE)).toEqual({ entry_path: '/blog/b' });
    noteVisit({ page_path: '/product/p1', referrer: 'https://www.linkedin.com' }, T0 + 70 * MINUTE);
    expect(visitAttribution(T0 + 71 * MINUTE)).toEqual({
      entry_path: '/product/p1',
      referrer: 'https://www.linkedin.com',
    });
  });

  it('gives nothing once the visit has idled out, or when storage holds junk', () => {
    noteVisit({ page_path: '/' }, T0);
    expect(visitAttribution(T0 + 31 * MINUTE)).toBeUndefined();
    localStorage.setItem(VISIT_KEY, '{not json');
    expect(visitAttribution(T0)).toBeUndefined();
    localStorage.setItem(VISIT_KEY, JSON.stringify({ entry_path: 5, last_seen: T0 }));
    expect(visitAttribution(T0)).toBeUndefined();
  });
});
