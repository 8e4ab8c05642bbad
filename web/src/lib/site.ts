/** Who the site belongs to and how to reach her: one place for every mention in the UI. */
export const SITE_OWNER = {
  name: 'Wanjiru Kamau',
  firstName: 'Wanjiru',
  monogram: 'WK',
  location: 'Nairobi, Kenya',
  roles: ['Software Engineer', 'Writer', 'Realtor'],
} as const;

export const SITE_TAGLINE = 'Software that works, words that land, and property advice you can trust.';

export const CONTACT = {
  email: 'hello@wanjirukamau.co.ke',
  whatsappUrl: 'https://wa.me/254712345678',
  telegramUrl: 'https://t.me/wanjirukamau',
} as const;

/** Home-page anchors, in page order; header and footer links point at these. */
export const SECTION_IDS = {
  about: 'about',
  skills: 'skills',
  projects: 'projects',
  blog: 'blog',
  shop: 'shop',
  promotions: 'promotions',
} as const;

export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

/**
 * Parts of the spec that are not built yet. While a flag is false the site hides what would lead
 * nowhere (the Blog and Shop links and sections, the cart icon); the issue that builds one switches
 * it on here, in one line.
 */
export const FEATURES = {
  blog: true,
  shop: true,
  cart: true,
  newsletter: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURES;

export type NavLinkItem = { label: string; section: SectionId; feature?: Feature };

/** Only the links whose feature is on (or that need none). */
export function enabledLinks<T extends { feature?: Feature }>(
  items: readonly T[],
  features: Readonly<Record<Feature, boolean>> = FEATURES,
): T[] {
  return items.filter((item) => !item.feature || features[item.feature]);
}

/** Header links per spec: Contact also lands on the About section. */
export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: 'About', section: 'about' },
  { label: 'Skills', section: 'skills' },
  { label: 'Projects', section: 'projects' },
  { label: 'Blog', section: 'blog', feature: 'blog' },
  { label: 'Shop', section: 'shop', feature: 'shop' },
  { label: 'Promotions', section: 'promotions' },
  { label: 'Contact', section: 'about' },
];

/** Footer links: the same sections, fewer of them. */
export const FOOTER_NAV: readonly NavLinkItem[] = [
  { label: 'About', section: 'about' },
  { label: 'Projects', section: 'projects' },
  { label: 'Blog', section: 'blog', feature: 'blog' },
  { label: 'Shop', section: 'shop', feature: 'shop' },
  { label: 'Contact', section: 'about' },
];

/** The owner's editable texts (GET /api/settings) before the answer arrives or when it fails. */
export type SiteSettings = {
  owner_name: string;
  hero_title: string;
  hero_subtitle: string;
  contact_email: string;
  whatsapp_url: string;
  telegram_url: string;
};

/**
 * The server's SETTINGS_DEFAULTS (modules/content/content.fields.ts), kept here so the public
 * bundle does not pull the content module's zod rules; site.test.ts checks the two agree.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  owner_name: SITE_OWNER.name,
  hero_title: SITE_TAGLINE,
  hero_subtitle:
    'I write software, words and property deals that hold up. Apps for the web and your phone, copy that connects and converts, and honest advice on where to live and invest.',
  contact_email: CONTACT.email,
  whatsapp_url: CONTACT.whatsappUrl,
  telegram_url: CONTACT.telegramUrl,
};

/**
 * Every page's <title>: 'Search – Wanjiru Kamau', one separator (' – ') on every page, the back
 * office's included; the home page has the site's full title.
 */
export const SITE_TITLE = homeTitle(SITE_OWNER.name);

function homeTitle(owner: string): string {
  return `${owner} – Software, words & property`;
}

/** `owner` is the settings' owner_name where the page has it; the shipped name otherwise. */
export function pageTitle(page?: string, owner: string = SITE_OWNER.name): string {
  return page ? `${page} – ${owner}` : homeTitle(owner);
}

/** Delay before a smooth scroll to a section, so the target has rendered (spec: 100 ms). */
export const SCROLL_DELAY_MS = 100;
