// Demo content for Wanjiru Kamau (Nairobi: software engineer, writer, realtor). Raw form fields,
// validated by the content module's own schemas when seeded; images are files in ./images.

type Fields = Record<string, string>;
export type DemoItem = { fields: Fields; image?: string };

export const DEMO_SKILLS: DemoItem[] = [
  {
    fields: {
      name: 'TypeScript',
      category: 'Web',
      proficiency: '92',
      started_year: '2019',
      order_index: '0',
    },
    image: 'icon-code.svg',
  },
  {
    fields: { name: 'React', category: 'Web', proficiency: '90', started_year: '2019', order_index: '1' },
    image: 'icon-code.svg',
  },
  {
    fields: {
      name: 'Node.js',
      category: 'Backend',
      proficiency: '86',
      started_year: '2020',
      order_index: '2',
    },
    image: 'icon-code.svg',
  },
  {
    fields: {
      name: 'PostgreSQL',
      category: 'Backend',
      proficiency: '78',
      started_year: '2020',
      order_index: '3',
    },
    image: 'icon-data.svg',
  },
  {
    fields: {
      name: 'React Native',
      category: 'Mobile',
      proficiency: '80',
      started_year: '2021',
      order_index: '4',
    },
    image: 'icon-phone.svg',
  },
  {
    fields: {
      name: 'Kotlin',
      category: 'Mobile',
      proficiency: '45',
      started_year: '2024',
      status: 'learning',
      order_index: '5',
    },
    image: 'icon-phone.svg',
  },
  {
    fields: {
      name: 'Copywriting',
      category: 'Writing',
      proficiency: '94',
      started_year: '2012',
      order_index: '6',
      description: 'Landing pages, emails and product copy that convert.',
    },
    image: 'icon-pen.svg',
  },
  {
    fields: {
      name: 'Technical writing',
      category: 'Writing',
      proficiency: '85',
      started_year: '2016',
      order_index: '7',
    },
    image: 'icon-pen.svg',
  },
  {
    fields: {
      name: 'Property valuation',
      category: 'Real Estate',
      proficiency: '70',
      started_year: '2024',
      order_index: '8',
    },
    image: 'icon-house.svg',
  },
  {
    fields: {
      name: 'Land due diligence',
      category: 'Real Estate',
      proficiency: '72',
      started_year: '2024',
      order_index: '9',
      description: 'Title searches and site visits around Nairobi and Kiambu.',
    },
    image: 'icon-house.svg',
  },
];

export const DEMO_PROJECTS: DemoItem[] = [
  {
    fields: {
      title: 'Matatu Routes Nairobi',
      category: 'Web',
      featured: 'true',
      order_index: '0',
      description: 'A route finder for Nairobi matatus with fares, stages and offline maps.',
      technologies: '["React","TypeScript","Leaflet","PostgreSQL"]',
      github_link: 'https://github.com/wanjirukamau/matatu-routes',
    },
    image: 'web.png',
  },
  {
    fields: {
      title: 'Chama Ledger',
      category: 'Mobile',
      featured: 'true',
      order_index: '1',
      description: 'Savings-group bookkeeping on the phone: contributions, loans and M-Pesa reconciliation.',
      technologies: '["React Native","SQLite","Node.js"]',
    },
    image: 'mobile.png',
  },
  {
    fields: {
      title: 'Shamba Diary',
      category: 'Mobile',
      order_index: '2',
      description: 'Farm records for smallholders: planting dates, inputs, harvests and sales.',
      technologies: '["Kotlin","Room"]',
    },
    image: 'mobile.png',
  },
  {
    fields: {
      title: 'Words That Sell',
      category: 'Writing',
      order_index: '3',
      description: 'A short guide to writing product pages for Kenyan small businesses.',
      technologies: '["Copywriting","SEO"]',
      link: '/PROJECTS/words-that-sell/index.html',
    },
    image: 'writing.png',
  },
  {
    fields: {
      title: 'Kilimani Rentals Report',
      category: 'Real Estate',
      order_index: '4',
      description: 'Quarterly rent and vacancy figures for Kilimani, Kileleshwa and Lavington.',
      technologies: '["Research","Excel"]',
    },
    image: 'realty.png',
  },
  {
    fields: {
      title: 'Portfolio CMS',
      category: 'Web',
      order_index: '5',
      description: 'This site: portfolio, blog, shop and admin on Koa, Postgres and React.',
      technologies: 'Koa, MikroORM, BullMQ, React, Tailwind',
      github_link: 'https://github.com/wanjirukamau/portfolio',
    },
    image: 'web.png',
  },
];

export const DEMO_PROMOTIONS: DemoItem[] = [
  {
    fields: {
      type: 'free-resource',
      title: 'Free CV template for developers',
      badge: 'FREE',
      cta_text: 'Download',
      href: 'https://wanjirukamau.co.ke/free/cv-template',
      description: 'The one-page CV layout recruiters read.',
      bg_color: 'bg-gradient-to-r from-emerald-500 to-teal-600',
      order_index: '0',
    },
    image: 'freebie.png',
  },
  {
    fields: {
      type: 'course',
      title: 'Copywriting for founders',
      badge: '30% OFF',
      cta_text: 'Enrol',
      price: 'KES 3,500',
      old_price: 'KES 5,000',
      href: 'https://wanjirukamau.co.ke/courses/copywriting',
      order_index: '1',
      bg_color: 'bg-gradient-to-r from-violet-600 to-fuchsia-600',
    },
    image: 'course.png',
  },
  {
    fields: {
      type: 'service',
      title: 'First home? Book a free property consult',
      badge: 'NEW',
      cta_text: 'Book a call',
      href: 'https://wanjirukamau.co.ke/property',
      bg_color: 'linear-gradient(135deg, #d97706, #ea580c)',
      order_index: '2',
    },
    image: 'realty.png',
  },
  {
    fields: {
      type: 'affiliate',
      title: 'The hosting this site runs on',
      badge: 'AFFILIATE',
      cta_text: 'Try it',
      href: 'https://example.com/hosting',
      bg_color: '#1e293b',
      is_ad: 'true',
      order_index: '3',
    },
  },
];

export const DEMO_SOCIAL_LINKS: DemoItem[] = [
  {
    fields: {
      name: 'GitHub',
      url: 'https://github.com/wanjirukamau',
      platform: 'github',
      color: '#181717',
      order_index: '0',
    },
  },
  {
    fields: {
      name: 'LinkedIn',
      url: 'https://www.linkedin.com/in/wanjirukamau',
      platform: 'linkedin',
      color: '#0A66C2',
      order_index: '1',
    },
  },
  {
    fields: {
      name: 'X',
      url: 'https://x.com/wanjirukamau',
      platform: 'twitter',
      color: '#000000',
      order_index: '2',
    },
  },
  {
    fields: {
      name: 'Instagram',
      url: 'https://www.instagram.com/wanjirukamau',
      platform: 'instagram',
      color: '#E4405F',
      order_index: '3',
    },
  },
  { fields: { name: 'Email', url: 'mailto:hello@wanjirukamau.co.ke', platform: 'email', order_index: '4' } },
];
