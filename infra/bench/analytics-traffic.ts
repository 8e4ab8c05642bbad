import { hash } from 'node:crypto';

/**
 * A creator's site's traffic for `bench:analytics`, from a seed: visits of 1–8 views spread over a
 * day's hours, visitors that come back on other days, sources with their channels, campaigns on
 * about 15% of visits, countries weighted to Kenya, devices, browsers and systems that go together.
 * The same seed makes the same year, so runs compare.
 */

/** mulberry32: small, fast and seeded; plenty for made-up traffic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Values drawn by weight with one random number: a binary search over the running sums. */
class Weighted<T> {
  readonly #values: T[];
  readonly #sums: number[];

  constructor(entries: [T, number][]) {
    this.#values = entries.map(([value]) => value);
    let sum = 0;
    this.#sums = entries.map(([, weight]) => (sum += weight));
  }

  pick(random: () => number): T {
    const target = random() * (this.#sums.at(-1) ?? 0);
    let low = 0;
    let high = this.#sums.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.#sums[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return this.#values[low] as T;
  }
}

/** The first value most popular, the rest falling off as 1/rank. */
function zipf<T>(values: T[], share = 1): [T, number][] {
  const total = values.reduce((sum, _value, index) => sum + 1 / (index + 1), 0);
  return values.map((value, index) => [value, (share * (1 / (index + 1))) / total]);
}

const WORDS = ['react', 'nairobi', 'typescript', 'mpesa', 'design', 'career', 'postgres', 'pricing'];
const TOPICS = ['guide', 'lessons', 'checklist', 'in-2026', 'mistakes', 'setup', 'notes', 'for-beginners'];
const CATEGORIES = ['tutorials', 'career', 'business', 'design', 'tools', 'news'];

function site(random: () => number) {
  const hex = (length: number) =>
    Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  const posts = Array.from(
    { length: 110 },
    (_, index) => `/blog/${WORDS[index % WORDS.length]}-${TOPICS[(index * 3) % TOPICS.length]}-${index + 1}`,
  );
  const products = Array.from(
    { length: 30 },
    () => `/product/${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
  );
  const categories = CATEGORIES.map((category) => `/blog/category/${category}`);
  // 150 paths: posts, products, category pages, home, search, checkout and its success page.
  const pages = (
    home: number,
    post: number,
    product: number,
    category: number,
    search: number,
    buy: number,
  ) =>
    new Weighted<string>([
      ['/', home],
      ...zipf(posts, post),
      ...zipf(products, product),
      ...zipf(categories, category),
      ['/search', search],
      ['/checkout', buy],
      ['/payment-success', buy / 4],
    ]);
  return {
    entries: pages(22, 55, 14, 5, 3, 1),
    next: pages(20, 44, 20, 7, 5, 3),
    paths: 1 + posts.length + products.length + categories.length + 3,
  };
}

type Source = { source: string; channel: string };
const SOURCES = new Weighted<Source>([
  [{ source: 'Google', channel: 'search' }, 36],
  [{ source: 'Direct / None', channel: 'direct' }, 26],
  [{ source: 'newsletter', channel: 'email' }, 6],
  [{ source: 'Facebook', channel: 'social' }, 6],
  [{ source: 'WhatsApp', channel: 'social' }, 6],
  [{ source: 'X', channel: 'social' }, 4],
  [{ source: 'LinkedIn', channel: 'social' }, 3],
  [{ source: 'GitHub', channel: 'referral' }, 3],
  [{ source: 'techcabal.com', channel: 'referral' }, 2],
  [{ source: 'dev.to', channel: 'referral' }, 2],
  [{ source: 'Bing', channel: 'search' }, 2],
  [{ source: 'Hacker News', channel: 'social' }, 1],
  [{ source: 'medium.com', channel: 'referral' }, 1],
]);
const DIRECT = { source: 'Direct / None', channel: 'direct' };
const NEWSLETTER = { source: 'newsletter', channel: 'email' };

const ISSUES = Array.from({ length: 8 }, (_, index) => `newsletter-issue-${40 + index}`);
const NEWSLETTER_CAMPAIGNS = new Weighted(zipf(ISSUES));
const CAMPAIGNS = new Weighted(
  zipf([
    'launch-ebook',
    'black-friday',
    'course-waitlist',
    'whatsapp-status',
    'linkedin-post',
    'twitter-thread',
    'webinar-react',
    'spring-sale',
    'podcast-ep12',
    'youtube-description',
    'partner-devke',
    'github-readme',
  ]),
);

const COUNTRIES = new Weighted<string>(
  Object.entries({
    KE: 52,
    US: 8,
    NG: 6,
    UG: 4,
    TZ: 4,
    GB: 3,
    IN: 3,
    ZA: 2.5,
    DE: 1.5,
    RW: 1.5,
    ET: 1.2,
    GH: 1.2,
    CA: 1,
    '': 1,
    NL: 0.8,
    FR: 0.8,
    AE: 0.7,
    SO: 0.5,
    ZM: 0.5,
    EG: 0.5,
    SS: 0.4,
    CD: 0.4,
    CM: 0.4,
    AU: 0.4,
    CN: 0.4,
    BI: 0.3,
    MW: 0.3,
    MA: 0.3,
    SE: 0.3,
    BR: 0.3,
    JP: 0.2,
  }),
);
const DEVICES = new Weighted<string>([
  ['mobile', 68],
  ['desktop', 29],
  ['tablet', 3],
]);
const SYSTEMS: Record<string, Weighted<string>> = {
  mobile: new Weighted([
    ['Android', 80],
    ['iOS', 16],
    ['KaiOS', 2],
    ['Unknown', 2],
  ]),
  desktop: new Weighted([
    ['Windows', 58],
    ['macOS', 22],
    ['Linux', 12],
    ['ChromeOS', 6],
    ['Unknown', 2],
  ]),
  tablet: new Weighted([
    ['Android', 55],
    ['iOS', 45],
  ]),
};
const BROWSERS: Record<string, Weighted<string>> = {
  Android: new Weighted([
    ['Chrome', 66],
    ['Samsung Internet', 10],
    ['Opera Mini', 9],
    ['Opera', 5],
    ['UC Browser', 4],
    ['Firefox', 4],
    ['Edge', 2],
  ]),
  iOS: new Weighted([
    ['Safari', 82],
    ['Chrome', 15],
    ['Firefox', 2],
    ['Opera', 1],
  ]),
  KaiOS: new Weighted([['Firefox', 1]]),
  Windows: new Weighted([
    ['Chrome', 68],
    ['Edge', 20],
    ['Firefox', 8],
    ['Opera', 4],
  ]),
  macOS: new Weighted([
    ['Safari', 45],
    ['Chrome', 45],
    ['Firefox', 6],
    ['Edge', 4],
  ]),
  Linux: new Weighted([
    ['Chrome', 60],
    ['Firefox', 40],
  ]),
  ChromeOS: new Weighted([['Chrome', 1]]),
  Unknown: new Weighted([['Unknown', 1]]),
};

/** Views per visit: most visits are one or two pages (mean about 2). */
const VISIT_LENGTHS = new Weighted<number>([
  [1, 55],
  [2, 20],
  [3, 10],
  [4, 6],
  [5, 4],
  [6, 2.5],
  [7, 1.5],
  [8, 1],
]);
/** Visits begun per local hour: quiet before dawn, busy mornings and evenings. */
const HOUR_WEIGHTS = [
  1.5, 1, 0.7, 0.6, 0.7, 1.2, 2.5, 4, 5.5, 6.5, 6.8, 6.5, 6, 6, 5.8, 5.5, 5.5, 5.8, 6.5, 7.5, 8, 7.5, 5.5, 3,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
const HOURS = new Weighted<number>(HOUR_WEIGHTS.map((weight, hour): [number, number] => [hour, weight]));
/** Monday first, as getUTCDay counts from Sunday. */
const WEEKDAY_FACTORS = [0.85, 1.08, 1.1, 1.08, 1.05, 0.98, 0.82];

/** People who come back: a visit is one of them this often, the most loyal much more often. */
const REGULARS = 20_000;
const REGULAR_SHARE = 0.4;
const HOUR_MS = 3_600_000;

/** What a person keeps from visit to visit: where they are and what they browse on. */
type Person = { country: string; device: string; os: string; browser: string };

/** One view as `track` would queue it, less the hashes (they depend on the view's day). */
export type TrafficView = {
  at: number;
  person: number;
  path: string;
  /** source, channel, campaign, country, browser, os, device: the line's fields after the path. */
  tail: string;
};

export class TrafficModel {
  readonly paths: number;
  readonly #random: () => number;
  readonly #seed: number;
  readonly #site: ReturnType<typeof site>;
  #newcomers = REGULARS;

  constructor(seed: number) {
    this.#seed = seed;
    this.#random = seededRandom(seed);
    this.#site = site(seededRandom(seed ^ 0x5eed));
    this.paths = this.#site.paths;
  }

  /**
   * Relative traffic of each day (local YYYY-MM-DD, in order): the weekday's, a year's growth
   * from 0.8 to 1.2, ±10% noise, and a handful of days a post did well (×2.5).
   */
  dayWeights(days: string[]): number[] {
    const random = seededRandom(this.#seed ^ 0xda7e);
    return days.map((day, index) => {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const growth = 0.8 + (0.4 * index) / Math.max(1, days.length - 1);
      const spike = random() < 0.012 ? 2.5 : 1;
      return (WEEKDAY_FACTORS[weekday] ?? 1) * growth * (0.9 + 0.2 * random()) * spike;
    });
  }

  /** The share of a day's traffic that comes before `ms` after its midnight (for today, so far). */
  shareBefore(ms: number): number {
    let share = 0;
    for (let hour = 0; hour < 24; hour++) {
      const part = Math.min(1, Math.max(0, ms / HOUR_MS - hour));
      share += part * (HOUR_WEIGHTS[hour] ?? 0);
    }
    return share / HOUR_TOTAL;
  }

  /**
   * `quota` views of visits begun in [dayStart, dayEnd), not in time order. Visits late in the day
   * run past midnight (the caller moves those views to the next day); views at or after `until`
   * are dropped and others drawn instead, so today's traffic ends now.
   */
  visitsOfDay(dayStart: number, dayEnd: number, until: number, quota: number): TrafficView[] {
    const random = this.#random;
    const views: TrafficView[] = [];
    while (views.length < quota) {
      const start = dayStart + HOURS.pick(random) * HOUR_MS + Math.floor(random() * HOUR_MS);
      if (start >= dayEnd || start >= until) continue;
      const regular = random() < REGULAR_SHARE;
      // The most loyal readers come back most: index ~ REGULARS * r².
      const person = regular ? Math.floor(REGULARS * random() ** 2) : this.#newcomers++;
      const { country, device, os, browser } = this.#personOf(person);
      const from =
        regular && random() < 0.25 ? (random() < 0.75 ? DIRECT : NEWSLETTER) : SOURCES.pick(random);
      // Newsletter links carry their issue; other campaigns tag about 6% of the rest (15% in all).
      const campaign =
        from.source === NEWSLETTER.source
          ? NEWSLETTER_CAMPAIGNS.pick(random)
          : random() < 0.065
            ? CAMPAIGNS.pick(random)
            : '';
      const tail = [from.source, from.channel, campaign, country, browser, os, device].join('\t');
      const length = VISIT_LENGTHS.pick(random);
      let at = start;
      let path = this.#site.entries.pick(random);
      for (let index = 0; index < length && views.length < quota; index++) {
        if (at >= until) break;
        views.push({ at, person, path, tail });
        // Seconds to minutes between views; always under the 30 idle minutes that end a visit.
        const gapSeconds = random() < 0.85 ? 5 * 60 ** random() : 300 + random() * 900;
        at += Math.round(gapSeconds * 1000);
        path = this.#site.next.pick(random);
      }
    }
    return views;
  }

  #personOf(person: number): Person {
    const random = seededRandom(Math.imul(person + 1, 0x9e3779b1) ^ this.#seed);
    const device = DEVICES.pick(random);
    const os = (SYSTEMS[device] ?? SYSTEMS.desktop)?.pick(random) ?? 'Unknown';
    const browser = BROWSERS[os]?.pick(random) ?? 'Unknown';
    return { country: COUNTRIES.pick(random), device, os, browser };
  }

  /** A person's visitor hash on a day: 64 hex characters, a new one each day as the daily salt makes. */
  hashOf(person: number, day: string): string {
    return hash('sha256', `${this.#seed}\u0000${person}\u0000${day}`, 'hex');
  }
}
