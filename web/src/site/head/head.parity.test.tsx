// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The server's string builders, compared while they still make the served heads; once the server
// renders the app these tests lose their other side and the builders go.
import { postHead } from '../../../../modules/blog/pages/share-head.ts';
import { homeHead } from '../../../../modules/content/pages/home-page.ts';
import { shareTags } from '../../../../modules/platform/http/share-head.ts';
import { productHead } from '../../../../modules/shop/pages/product-pages.ts';
import type { PostView } from '../../api/blog';
import type { SettingsView, SocialLinkView } from '../../api/content';
import type { Product } from '../../api/shop';
import { headTags, ORIGIN, renderHeadHtml } from './head-test-utils';
import { HomeHead } from './home-head';
import { ListingHead } from './listing-head';
import { PostHead } from './post-head';
import { ProductHead } from './product-head';

const SETTINGS: SettingsView = {
  owner_name: 'Jane "JD" Doe & Co',
  hero_title: 'Software <that> works',
  hero_subtitle: 'Apps, words & homes.',
  contact_email: 'jane@example.com',
  whatsapp_url: 'https://wa.me/1',
  telegram_url: 'https://t.me/jane',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const POST = {
  id: 'p1',
  slug: 'first-sale',
  title: 'Your first sale </script><script>alert(1)</script>',
  excerpt: 'It starts with one buyer & a "yes".',
  category: 'Business',
  tags: ['sales', 'money'],
  featured_image: '/uploads/sale.png',
  author_name: 'Admin',
  published_at: '2026-03-05T10:00:00.000Z',
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
  read_time: 4,
  views: 10,
  content: '<p>Hi</p>',
  status: 'published' as const,
};

const PRODUCT = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Guide </script>',
  description: 'Line one.\n\nLine two.',
  price: 1499.5,
  currency: 'KES',
  image: '/uploads/a.png',
  category: 'Guides',
  featured: 1 as const,
  files: [],
  file_count: 0,
  downloadable_files: 0,
  product_links: [],
  views: 3,
  created_at: '2026-11-01T10:00:00.000Z',
};

/** The tags the server served: its title in index.html's place, then its head. */
const served = ({ title, head }: { title: string; head: string }) =>
  headTags(`<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>${head}`);

const rendered = (...args: Parameters<typeof renderHeadHtml>) => headTags(renderHeadHtml(...args));

describe('PostHead', () => {
  it('renders the tags postHead serves: title, card, article times, sections, tags and JSON-LD', () => {
    const tags = rendered(<PostHead post={POST} />, { settings: SETTINGS });
    expect(tags).toEqual(served(postHead(POST, ORIGIN, SETTINGS.owner_name)));
    expect(tags[0]).toEqual({ name: 'title', attrs: {}, text: `${POST.title} | ${SETTINGS.owner_name}` });
  });

  it('matches for a post with its own author, no picture, category, tags or excerpt, edited before publishing', () => {
    const post = {
      ...POST,
      author_name: 'Sam Writer',
      featured_image: null,
      category: '',
      tags: [],
      excerpt: null,
      updated_at: '2026-03-01T10:00:00.000Z',
    };
    const tags = rendered(<PostHead post={post} />, { settings: SETTINGS });
    expect(tags).toEqual(served(postHead(post, ORIGIN, SETTINGS.owner_name)));
    const jsonLd = JSON.parse(tags.find((tag) => tag.name === 'script')?.text ?? '{}');
    expect(jsonLd.author).toEqual({ '@type': 'Person', name: 'Sam Writer' });
    expect(jsonLd.dateModified).toBe(POST.published_at);
    expect(jsonLd.image).toEqual([`${ORIGIN}/share-default.png`]);
  });
});

describe('ProductHead', () => {
  it('renders the tags productHead serves: card, price and JSON-LD Product offer', () => {
    const product: Product = PRODUCT;
    const tags = rendered(<ProductHead product={product} />, { settings: SETTINGS });
    expect(tags).toEqual(served(productHead(PRODUCT, ORIGIN, SETTINGS.owner_name)));
    expect(tags.find((tag) => tag.attrs.property === 'product:price:amount')?.attrs.content).toBe('1499.50');
  });

  it('matches for a product without a picture and with a long description (cut at 200 characters)', () => {
    const product = { ...PRODUCT, image: null, category: '', description: 'word '.repeat(60) };
    const tags = rendered(<ProductHead product={product} />, { settings: SETTINGS });
    expect(tags).toEqual(served(productHead(product, ORIGIN, SETTINGS.owner_name)));
    expect(tags.find((tag) => tag.attrs.name === 'description')?.attrs.content).toHaveLength(200);
  });
});

describe('HomeHead', () => {
  const links: SocialLinkView[] = [
    {
      id: 'l1',
      name: 'GitHub',
      url: 'https://github.com/jane',
      platform: 'github',
      color: '',
      hover_color: '',
      is_active: true,
      order_index: 1,
      icon: null,
      updated_at: '2026-11-01T10:00:00.000Z',
    },
    {
      id: 'l2',
      name: 'Mail',
      url: 'mailto:jane@example.com',
      platform: 'email',
      color: '',
      hover_color: '',
      is_active: true,
      order_index: 2,
      icon: null,
      updated_at: '2026-11-01T10:00:00.000Z',
    },
  ];

  it("renders homeHead's tags under the site's full title", () => {
    const tags = rendered(<HomeHead />, { settings: SETTINGS, links });
    const title = `${SETTINGS.owner_name} · Software, words & property`;
    expect(tags).toEqual(served({ title, head: homeHead(SETTINGS, links, ORIGIN).head }));
    const jsonLd = JSON.parse(tags.find((tag) => tag.name === 'script')?.text ?? '{}');
    expect(jsonLd['@graph'][1].sameAs).toEqual(['https://github.com/jane']);
  });
});

describe('ListingHead', () => {
  const post = (title: string, featured_image: string | null) => ({
    ...POST,
    id: title,
    title,
    featured_image,
  });
  const page = (posts: PostView[], total: number) => ({ posts, page: 1, totalPages: 2, total });

  it("renders the blog pages' category card: total, first five titles, first picture", () => {
    const posts = ['A', 'B', 'C', 'D', 'E', 'F'].map((title) =>
      post(title, title === 'C' ? '/uploads/c.png' : null),
    );
    const tags = rendered(<ListingHead by="category" value="Real estate" />, {
      settings: SETTINGS,
      listings: { 'category:Real estate': page(posts, 14) },
    });
    const card = {
      title: 'Real estate posts',
      description: '14 posts: A, B, C, D, E',
      url: `${ORIGIN}/blog/category/Real%20estate`,
      image: `${ORIGIN}/uploads/c.png`,
      type: 'website' as const,
    };
    expect(tags).toEqual(
      served({
        title: `Real estate posts | ${SETTINGS.owner_name}`,
        head: shareTags(card, SETTINGS.owner_name, ORIGIN),
      }),
    );
  });

  it('renders the tag card with one post and no picture (the default one), and the title alone before posts are known', () => {
    const tags = rendered(<ListingHead by="tag" value="c#" />, {
      settings: SETTINGS,
      listings: { 'tag:c#': page([post('Only', null)], 1) },
    });
    const card = {
      title: 'Posts tagged c#',
      description: '1 post: Only',
      url: `${ORIGIN}/blog/tag/c%23`,
      image: null,
      type: 'website' as const,
    };
    expect(tags).toEqual(
      served({
        title: `Posts tagged c# | ${SETTINGS.owner_name}`,
        head: shareTags(card, SETTINGS.owner_name, ORIGIN),
      }),
    );
    expect(rendered(<ListingHead by="tag" value="none" />, { settings: SETTINGS })).toEqual([
      { name: 'title', attrs: {}, text: `Posts tagged none | ${SETTINGS.owner_name}` },
    ]);
  });
});
