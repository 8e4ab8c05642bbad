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

export type NavLinkItem = { label: string; section: SectionId };

/** Header links per spec: Contact also lands on the About section. */
export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: 'About', section: 'about' },
  { label: 'Skills', section: 'skills' },
  { label: 'Projects', section: 'projects' },
  { label: 'Blog', section: 'blog' },
  { label: 'Shop', section: 'shop' },
  { label: 'Promotions', section: 'promotions' },
  { label: 'Contact', section: 'about' },
];

/** Delay before a smooth scroll to a section, so the target has rendered (spec: 100 ms). */
export const SCROLL_DELAY_MS = 100;
