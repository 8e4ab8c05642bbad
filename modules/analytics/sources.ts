import type { Channel } from './analytics.schemas.ts';
import { isReferrerSpam } from './referrer-spam.ts';

/** The source of a visit that has neither a referrer nor a UTM source. */
export const DIRECT_SOURCE = 'Direct / None';

/** UTM values are labels on a dashboard: longer ones are cut to this many characters. */
export const MAX_UTM_LENGTH = 100;

/** The longest a DNS name can be (RFC 1035): a longer "host" is junk, not a site. */
const MAX_HOST_LENGTH = 253;

export type Utm = { source: string | null; medium: string | null; campaign: string | null };
export type VisitSource = { source: string; channel: Channel };

type KnownSource = { name: string; channel: Channel; hosts: string[]; aliases?: string[] };

/**
 * Sites an owner recognises by name. A host covers its subdomains (l.facebook.com is Facebook)
 * unless a subdomain has an entry of its own (mail.google.com is Gmail). Aliases are the other
 * names people write in utm_source. Google and Yandex search use country domains: see
 * COUNTRY_SEARCH_DOMAIN.
 */
const KNOWN_SOURCES: KnownSource[] = [
  { name: 'Google', channel: 'search', hosts: [], aliases: ['adwords', 'googleads'] },
  { name: 'Bing', channel: 'search', hosts: ['bing.com'] },
  { name: 'DuckDuckGo', channel: 'search', hosts: ['duckduckgo.com'], aliases: ['ddg'] },
  { name: 'Yahoo', channel: 'search', hosts: ['yahoo.com', 'search.yahoo.com'] },
  { name: 'Yandex', channel: 'search', hosts: ['ya.ru'] },
  { name: 'Baidu', channel: 'search', hosts: ['baidu.com'] },
  { name: 'Ecosia', channel: 'search', hosts: ['ecosia.org'] },
  { name: 'Brave', channel: 'search', hosts: ['search.brave.com'] },
  { name: 'Facebook', channel: 'social', hosts: ['facebook.com', 'fb.com', 'fb.me'], aliases: ['fb'] },
  { name: 'Instagram', channel: 'social', hosts: ['instagram.com'], aliases: ['ig'] },
  { name: 'X', channel: 'social', hosts: ['twitter.com', 'x.com', 't.co'], aliases: ['twitter'] },
  { name: 'LinkedIn', channel: 'social', hosts: ['linkedin.com', 'lnkd.in'] },
  { name: 'WhatsApp', channel: 'social', hosts: ['whatsapp.com', 'wa.me'], aliases: ['wa'] },
  { name: 'Telegram', channel: 'social', hosts: ['telegram.org', 't.me'], aliases: ['tg'] },
  { name: 'YouTube', channel: 'social', hosts: ['youtube.com', 'youtu.be'], aliases: ['yt'] },
  { name: 'Reddit', channel: 'social', hosts: ['reddit.com'] },
  { name: 'TikTok', channel: 'social', hosts: ['tiktok.com'] },
  { name: 'Pinterest', channel: 'social', hosts: ['pinterest.com', 'pin.it'] },
  { name: 'Hacker News', channel: 'social', hosts: ['news.ycombinator.com'], aliases: ['hn'] },
  // Links from GitHub are mostly READMEs and profiles: another site linking here, not a feed.
  { name: 'GitHub', channel: 'referral', hosts: ['github.com'] },
  { name: 'Gmail', channel: 'email', hosts: ['mail.google.com'] },
  {
    name: 'Outlook',
    channel: 'email',
    hosts: ['outlook.live.com', 'outlook.office.com', 'outlook.office365.com'],
  },
  { name: 'Yahoo Mail', channel: 'email', hosts: ['mail.yahoo.com'] },
];

const SOURCES_BY_HOST = new Map(KNOWN_SOURCES.flatMap((known) => known.hosts.map((host) => [host, known])));
const SOURCES_BY_NAME = new Map(
  KNOWN_SOURCES.flatMap((known) =>
    [nameKey(known.name), ...(known.aliases ?? [])].map((key) => [key, known]),
  ),
);

/** google.com, google.de, google.co.ke, google.com.br; yandex.ru, yandex.com.tr. Subdomains are not search. */
const COUNTRY_SEARCH_DOMAIN = /^(google|yandex)\.(?:com|(?:com?\.)?[a-z]{2})$/;

// Mediums, compared lower-case with spaces and underscores as hyphens. Paid and organic search
// mediums (cpc, ppc, paid-search, organic) need no list: they mean search only with a search
// engine as the source, and that source's own channel already says so.
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'newsletter']);
const SOCIAL_MEDIUMS = new Set(['social', 'social-media', 'paid-social']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The host of a referrer (an origin or a URL, as `document.referrer` gives it), lower-case and
 * without a leading `www.` or `m.`. Null when there is none, it is not an http(s) URL, or it is
 * this site itself (`siteHost`, a host name with or without a port).
 */
export function referrerHostOf(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  const url = URL.parse(referrer.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (!url.hostname || url.hostname.length > MAX_HOST_LENGTH) return null;
  const host = sameSiteHost(url.hostname);
  return host === sameSiteHost(hostnameOf(siteHost)) ? null : host;
}

/**
 * The UTM tags of a landing page's query. `ref` or `source` stand in for a missing `utm_source`
 * (Plausible's convention). Values are cleaned for display; null when missing or empty.
 */
export function utmOf(params: Record<string, string | undefined>): Utm {
  return {
    source: cleanUtmValue(params.utm_source) ?? cleanUtmValue(params.ref) ?? cleanUtmValue(params.source),
    medium: cleanUtmValue(params.utm_medium),
    campaign: cleanUtmValue(params.utm_campaign),
  };
}

/**
 * Where a visit came from: its source's display name and its channel. A UTM source wins over the
 * referrer; the medium can say the channel (email, social). Null for referrer spam: such a view is
 * not counted.
 */
export function sourceOf(input: { referrerHost: string | null; utm: Utm }): VisitSource | null {
  const { referrerHost, utm } = input;
  if (referrerHost !== null && isReferrerSpam(referrerHost)) return null;
  const named = utm.source ?? referrerHost;
  if (named === null) return { source: DIRECT_SOURCE, channel: channelOfWord(utm.medium) ?? 'direct' };
  const known = utm.source !== null ? knownSourceNamed(utm.source) : knownSourceAt(named);
  return {
    source: known?.name ?? named,
    channel: channelOfWord(utm.medium) ?? known?.channel ?? channelOfWord(utm.source) ?? 'referral',
  };
}

/** A host lower-case, without a trailing dot or a leading www. or m. (kept when only a TLD would remain). */
function sameSiteHost(host: string): string {
  const lower = host.toLowerCase().replace(/\.$/, '');
  for (const prefix of ['www.', 'm.']) {
    const rest = lower.slice(prefix.length);
    if (lower.startsWith(prefix) && rest.includes('.')) return rest;
  }
  return lower;
}

/** The host name of `example.com`, `example.com:8080` or `https://example.com`. */
function hostnameOf(siteHost: string): string {
  return URL.parse(siteHost.includes('//') ? siteHost : `http://${siteHost}`)?.hostname ?? siteHost;
}

function cleanUtmValue(value: string | undefined): string | null {
  // A query can repeat a key; Koa then gives an array, which no caller should pass on as a tag.
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(CONTROL_CHARACTERS, '').trim();
  // Cut by code points, so an emoji is never split into half a surrogate pair.
  const cut = Array.from(cleaned.slice(0, MAX_UTM_LENGTH * 2))
    .slice(0, MAX_UTM_LENGTH)
    .join('')
    .trim();
  return cut === '' ? null : cut;
}

function knownSourceAt(host: string): KnownSource | undefined {
  const countryDomain = COUNTRY_SEARCH_DOMAIN.exec(host)?.[1];
  if (countryDomain) return SOURCES_BY_NAME.get(countryDomain);
  // The host first, then its parent domains: l.facebook.com, then facebook.com.
  for (let domain = host; domain.includes('.'); domain = domain.slice(domain.indexOf('.') + 1)) {
    const known = SOURCES_BY_HOST.get(domain);
    if (known) return known;
  }
  return undefined;
}

/** The known source a utm_source names: `facebook`, `Hacker News`, `fb`, or a host such as `t.co`. */
function knownSourceNamed(value: string): KnownSource | undefined {
  const byName = SOURCES_BY_NAME.get(nameKey(value));
  if (byName || !value.includes('.')) return byName;
  return knownSourceAt(sameSiteHost(value));
}

function nameKey(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The channel a medium (or, failing all else, a source such as `newsletter`) says outright. */
function channelOfWord(word: string | null): Channel | undefined {
  if (word === null) return undefined;
  const key = word.toLowerCase().replace(/[\s_]+/g, '-');
  if (EMAIL_MEDIUMS.has(key)) return 'email';
  if (SOCIAL_MEDIUMS.has(key)) return 'social';
  return undefined;
}
