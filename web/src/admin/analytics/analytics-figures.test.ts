import { describe, expect, it } from 'vitest';
import { channelRows, formatDuration, percentChange, totalRevenue } from './analytics-figures';
import { countryFlag, countryName } from './countries';

describe('percentChange', () => {
  it('is signed, with one decimal', () => {
    expect(percentChange(150, 120)).toEqual({ label: '+25.0%', direction: 'up' });
    expect(percentChange(200, 250)).toEqual({ label: '-20.0%', direction: 'down' });
    expect(percentChange(1, 3)).toEqual({ label: '-66.7%', direction: 'down' });
    expect(percentChange(65, 65)).toEqual({ label: '0.0%', direction: 'flat' });
  });

  it('shows — when there was nothing before', () => {
    expect(percentChange(500, 0)).toEqual({ label: '—', direction: 'none' });
    expect(percentChange(0, 0)).toEqual({ label: '—', direction: 'none' });
    expect(percentChange(5, undefined)).toEqual({ label: '—', direction: 'none' });
  });
});

describe('formatDuration', () => {
  it('writes seconds, minutes and seconds, or hours and minutes', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45.4)).toBe('45s');
    expect(formatDuration(65)).toBe('1m 05s');
    expect(formatDuration(600)).toBe('10m 00s');
    expect(formatDuration(3725)).toBe('1h 02m');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });
});

describe('totalRevenue', () => {
  it('adds the sources’ revenue in whole cents', () => {
    const row = (revenue: number) => ({ value: 'x', sales: 1, revenue, signups: 0 });
    expect(
      totalRevenue({
        conversions: { sources: [row(0.1), row(0.2)], campaigns: [], pages: [], applies: true },
      }),
    ).toBe(0.3);
    expect(totalRevenue({ conversions: { sources: [], campaigns: [], pages: [], applies: true } })).toBe(0);
  });
});

describe('channelRows', () => {
  it('adds sources up by channel, averaging bounce rate and duration over visits', () => {
    const source = (value: string, channel: 'search' | 'social', visits: number, bounceRate: number) => ({
      value,
      channel,
      visits,
      visitors: visits - 1,
      views: visits * 2,
      bounceRate,
      visitDuration: bounceRate,
    });
    expect(
      channelRows([
        source('Twitter', 'social', 10, 20),
        source('Google', 'search', 30, 40),
        source('Bing', 'search', 10, 80),
      ]),
    ).toEqual([
      { value: 'search', visits: 40, visitors: 38, views: 80, bounceRate: 50, visitDuration: 50 },
      { value: 'social', visits: 10, visitors: 9, views: 20, bounceRate: 20, visitDuration: 20 },
    ]);
  });
});

describe('countries', () => {
  it('names a country and draws its flag from the code', () => {
    expect(countryName('KE')).toBe('Kenya');
    expect(countryFlag('KE')).toBe('🇰🇪');
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryFlag('gb')).toBe('🇬🇧');
  });

  it('shows an unknown or malformed code as it came, without a flag', () => {
    for (const code of ['XX', 'ZZ', 'T1', 'KEN', '']) {
      expect(countryName(code), code).toBe(code);
      expect(countryFlag(code), code).toBe('');
    }
  });
});
