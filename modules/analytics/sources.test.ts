import { describe, expect, it } from 'vitest';
import { isReferrerSpam } from './referrer-spam.ts';
import { DIRECT_SOURCE, referrerHostOf, sourceOf, type Utm, utmOf } from './sources.ts';

const SITE = 'jane.example';
const NO_UTM: Utm = { source: null, medium: null, campaign: null };

/** The source of a visit with this referrer and no UTM tags, as the tracker would work it out. */
function sourceOfReferrer(referrer: string) {
  return sourceOf({ referrerHost: referrerHostOf(referrer, SITE), utm: NO_UTM });
}

describe('referrerHostOf', () => {
  it.each([
    ['https://www.google.com/', 'google.com'],
    ['https://www.google.co.ke/', 'google.co.ke'],
    ['https://Blog.Example.ORG/posts/1?x=1#top', 'blog.example.org'],
    ['http://example.org:8080/page', 'example.org'],
    ['https://m.facebook.com/', 'facebook.com'],
    ['https://l.facebook.com/l.php?u=https%3A%2F%2Fjane.example%2F', 'l.facebook.com'],
    ['https://t.co/', 't.co'],
    ['https://www.com/', 'www.com'],
    ['https://m.me/', 'm.me'],
    ['https://example.org./', 'example.org'],
    ['  https://example.org/  ', 'example.org'],
    [`https://example.org/${'a'.repeat(5_000)}`, 'example.org'],
  ])('%s → %s', (referrer, host) => {
    expect(referrerHostOf(referrer, SITE)).toBe(host);
  });

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['not a URL', 'not a url'],
    ['a bare host', 'google.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['ftp:', 'ftp://files.example.org/'],
    ['android-app:', 'android-app://com.google.android.gm/'],
    ['5,000 characters of junk', 'x'.repeat(5_000)],
    ['a host longer than DNS allows', `https://${'a'.repeat(5_000)}.com/`],
    ['the site itself', 'https://jane.example/blog'],
    ['the site itself with www.', 'https://www.jane.example/'],
    ['the site itself in capitals', 'HTTPS://JANE.EXAMPLE/'],
  ])('is null for %s', (_, referrer) => {
    expect(referrerHostOf(referrer, SITE)).toBeNull();
  });

  it('knows the site when its host is given with www., a port or a scheme', () => {
    expect(referrerHostOf('https://jane.example/', 'www.jane.example')).toBeNull();
    expect(referrerHostOf('http://localhost:5173/blog', 'localhost:5173')).toBeNull();
    expect(referrerHostOf('https://jane.example/', 'https://jane.example')).toBeNull();
    expect(referrerHostOf('https://shop.jane.example/', 'jane.example')).toBe('shop.jane.example');
  });
});

describe('utmOf', () => {
  it('reads the three tags and keeps their case', () => {
    expect(utmOf({ utm_source: 'Newsletter', utm_medium: 'email', utm_campaign: 'June Launch' })).toEqual({
      source: 'Newsletter',
      medium: 'email',
      campaign: 'June Launch',
    });
  });

  it('takes ref, then source, when utm_source is missing or empty', () => {
    expect(utmOf({ ref: 'producthunt' })).toEqual({ source: 'producthunt', medium: null, campaign: null });
    expect(utmOf({ source: 'podcast' }).source).toBe('podcast');
    expect(utmOf({ ref: 'producthunt', source: 'podcast' }).source).toBe('producthunt');
    expect(utmOf({ utm_source: '  ', ref: 'producthunt' }).source).toBe('producthunt');
    expect(utmOf({ utm_source: 'twitter', ref: 'producthunt' }).source).toBe('twitter');
  });

  it('is all null for a query without tags', () => {
    expect(utmOf({})).toEqual(NO_UTM);
    expect(utmOf({ page: '2', utm_source: undefined })).toEqual(NO_UTM);
  });

  it('trims, removes control characters and treats what is left empty as missing', () => {
    expect(
      utmOf({
        utm_source: '  news\u0000let\u0007ter\n ',
        utm_medium: '\u0000\u001f',
        utm_campaign: '\u0085x\u007f',
      }),
    ).toEqual({ source: 'newsletter', medium: null, campaign: 'x' });
  });

  it('cuts values to 100 characters', () => {
    expect(utmOf({ utm_campaign: 'c'.repeat(300) }).campaign).toBe('c'.repeat(100));
    expect(utmOf({ utm_campaign: `${'\u0000'.repeat(300)}spring` }).campaign).toBe('spring');
  });

  it('cuts by characters, never inside an emoji', () => {
    expect(utmOf({ utm_campaign: '🚀'.repeat(150) }).campaign).toBe('🚀'.repeat(100));
    expect(utmOf({ utm_campaign: `${'a'.repeat(99)}🚀🚀` }).campaign).toBe(`${'a'.repeat(99)}🚀`);
  });

  it('ignores a repeated key, which arrives as an array', () => {
    const repeated = { utm_source: ['a', 'b'] } as unknown as Record<string, string>;
    expect(utmOf(repeated).source).toBeNull();
  });
});

describe('sourceOf a referrer', () => {
  it.each([
    ['https://www.google.com/', 'Google', 'search'],
    ['https://www.google.co.ke/', 'Google', 'search'],
    ['https://www.google.com.br/', 'Google', 'search'],
    ['https://www.google.de/', 'Google', 'search'],
    ['https://www.bing.com/', 'Bing', 'search'],
    ['https://duckduckgo.com/', 'DuckDuckGo', 'search'],
    ['https://search.yahoo.com/', 'Yahoo', 'search'],
    ['https://uk.search.yahoo.com/', 'Yahoo', 'search'],
    ['https://yandex.ru/', 'Yandex', 'search'],
    ['https://yandex.com.tr/', 'Yandex', 'search'],
    ['https://www.baidu.com/', 'Baidu', 'search'],
    ['https://www.ecosia.org/', 'Ecosia', 'search'],
    ['https://search.brave.com/', 'Brave', 'search'],
    ['https://www.facebook.com/', 'Facebook', 'social'],
    ['https://m.facebook.com/', 'Facebook', 'social'],
    ['https://l.facebook.com/', 'Facebook', 'social'],
    ['https://lm.facebook.com/', 'Facebook', 'social'],
    ['https://fb.me/', 'Facebook', 'social'],
    ['https://l.instagram.com/', 'Instagram', 'social'],
    ['https://t.co/', 'X', 'social'],
    ['https://twitter.com/', 'X', 'social'],
    ['https://x.com/', 'X', 'social'],
    ['https://www.linkedin.com/', 'LinkedIn', 'social'],
    ['https://lnkd.in/', 'LinkedIn', 'social'],
    ['https://wa.me/', 'WhatsApp', 'social'],
    ['https://web.whatsapp.com/', 'WhatsApp', 'social'],
    ['https://t.me/', 'Telegram', 'social'],
    ['https://web.telegram.org/', 'Telegram', 'social'],
    ['https://m.youtube.com/', 'YouTube', 'social'],
    ['https://old.reddit.com/', 'Reddit', 'social'],
    ['https://www.tiktok.com/', 'TikTok', 'social'],
    ['https://www.pinterest.com/', 'Pinterest', 'social'],
    ['https://news.ycombinator.com/item?id=1', 'Hacker News', 'social'],
    ['https://github.com/jane/site', 'GitHub', 'referral'],
    ['https://mail.google.com/', 'Gmail', 'email'],
    ['https://outlook.live.com/', 'Outlook', 'email'],
    ['https://outlook.office.com/', 'Outlook', 'email'],
    ['https://mail.yahoo.com/', 'Yahoo Mail', 'email'],
    ['https://blog.example.org/post', 'blog.example.org', 'referral'],
    ['https://news.google.com/', 'news.google.com', 'referral'],
    ['https://mygoogle.com/', 'mygoogle.com', 'referral'],
    ['https://google.evil.com/', 'google.evil.com', 'referral'],
    ['https://ycombinator.com/', 'ycombinator.com', 'referral'],
  ])('%s → %s (%s)', (referrer, source, channel) => {
    expect(sourceOfReferrer(referrer)).toEqual({ source, channel });
  });

  it.each([
    ['the site itself', 'https://jane.example/blog'],
    ['no referrer', ''],
    ['garbage', 'not a url'],
    ['javascript:', 'javascript:alert(1)'],
    ['5,000 characters of junk', 'x'.repeat(5_000)],
  ])('is Direct / None for %s', (_, referrer) => {
    expect(sourceOfReferrer(referrer)).toEqual({ source: DIRECT_SOURCE, channel: 'direct' });
  });

  it.each([
    'https://semalt.com/',
    'https://forum.semalt.com/',
    'http://buttons-for-website.com',
    'https://darodar.com/',
    'https://best-seo-offer.com/',
    'https://www.ilovevitaly.com/',
    'https://priceg.com/',
  ])('is null, not counted, for referrer spam %s', (referrer) => {
    expect(sourceOfReferrer(referrer)).toBeNull();
  });
});

describe('sourceOf UTM tags', () => {
  const utm = (source: string | null, medium: string | null = null): Utm => ({
    source,
    medium,
    campaign: null,
  });

  it.each([
    [utm('newsletter'), null, 'newsletter', 'email'],
    [utm('Newsletter', 'email'), null, 'Newsletter', 'email'],
    [utm('substack', 'E-Mail'), null, 'substack', 'email'],
    [utm('june', 'newsletter'), null, 'june', 'email'],
    [utm('facebook'), null, 'Facebook', 'social'],
    [utm('FB'), null, 'Facebook', 'social'],
    [utm('twitter'), null, 'X', 'social'],
    [utm('hacker-news'), null, 'Hacker News', 'social'],
    [utm('www.linkedin.com'), null, 'LinkedIn', 'social'],
    [utm('mastodon', 'social'), null, 'mastodon', 'social'],
    [utm('mastodon', 'Social_Media'), null, 'mastodon', 'social'],
    [utm('facebook', 'paid-social'), null, 'Facebook', 'social'],
    [utm('facebook', 'cpc'), null, 'Facebook', 'social'],
    [utm('google', 'cpc'), null, 'Google', 'search'],
    [utm('bing', 'ppc'), null, 'Bing', 'search'],
    [utm('Google', 'paid-search'), null, 'Google', 'search'],
    [utm('duckduckgo', 'organic'), null, 'DuckDuckGo', 'search'],
    [utm('google', 'email'), null, 'Google', 'email'],
    [utm('gmail'), null, 'Gmail', 'email'],
    [utm('adnetwork', 'cpc'), null, 'adnetwork', 'referral'],
    [utm('Podcast'), null, 'Podcast', 'referral'],
    [utm('newsletter'), 'www.google.com', 'newsletter', 'email'],
    [utm('facebook'), 'blog.example.org', 'Facebook', 'social'],
    [utm(null, 'email'), 'blog.example.org', 'blog.example.org', 'email'],
    [utm(null, 'cpc'), 'google.com', 'Google', 'search'],
    [utm(null, 'email'), null, DIRECT_SOURCE, 'email'],
    [utm(null, 'cpc'), null, DIRECT_SOURCE, 'direct'],
  ])('%o with referrer %s → %s (%s)', (tags, referrerHost, source, channel) => {
    expect(sourceOf({ referrerHost, utm: tags })).toEqual({ source, channel });
  });

  it('reads ref= through utmOf', () => {
    expect(sourceOf({ referrerHost: null, utm: utmOf({ ref: 'producthunt' }) })).toEqual({
      source: 'producthunt',
      channel: 'referral',
    });
  });

  it('cleans a NUL-filled, 300-character utm_source before naming it', () => {
    const tags = utmOf({ utm_source: `\u0000news${'x'.repeat(300)}\u0000` });
    expect(sourceOf({ referrerHost: null, utm: tags })).toEqual({
      source: `news${'x'.repeat(96)}`,
      channel: 'referral',
    });
  });

  it('still drops referrer spam when UTM tags name a source', () => {
    expect(sourceOf({ referrerHost: 'semalt.com', utm: utm('newsletter') })).toBeNull();
  });
});

describe('isReferrerSpam', () => {
  it.each([
    ['semalt.com', true],
    ['SEMALT.COM', true],
    ['a.b.semalt.com', true],
    ['buttons-for-website.com', true],
    ['ilovevitaly.ru', true],
    ['notsemalt.com', false],
    ['semalt.com.example.org', false],
    ['google.com', false],
    ['com', false],
    ['', false],
  ])('%s → %s', (host, spam) => {
    expect(isReferrerSpam(host)).toBe(spam);
  });
});
