import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderSite } from '../site-test-utils';
import { SiteFooter } from './site-footer';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SiteFooter', () => {
  it("shows the year in the site's zone, the same on a UTC server and in any browser", () => {
    // 22:00 UTC on New Year's Eve is already 1 January in Nairobi.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T22:00:00Z'));
    mockApi({ '/api/social-links/active': { success: true, socialLinks: [] } });
    renderSite(<SiteFooter />);
    expect(screen.getByText('© 2027 Wanjiru Kamau. All rights reserved.')).toBeTruthy();
  });
});
