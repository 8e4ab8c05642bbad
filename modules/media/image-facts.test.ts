import { describe, expect, it } from 'vitest';
import { isRasterName, RASTER_EXTENSIONS, variantName } from '../platform/uploads/index.ts';
import { imageFactsQuerySchema } from './image-facts.schemas.ts';
import { uploadUrlsIn } from './image-facts.ts';

const ONE = '/uploads/0f8b3c2a-1d4e-4f5a-9b6c-7d8e9f0a1b2c.jpg';
const TWO = '/uploads/11111111-2222-4333-8444-555555555555.webp';

describe('uploadUrlsIn', () => {
  it('finds each stored raster image once, in a JSON string or a value, in fields and in HTML', () => {
    const page = {
      post: { featured_image: ONE, content: `<p><img src="${TWO}" alt=""></p>` },
      related: [{ featured_image: ONE }],
      icon: '/uploads/22222222-3333-4444-8555-666666666666.svg',
      variant: '/uploads/22222222-3333-4444-8555-666666666666-w640.avif',
      outside: 'https://example.com/a.jpg',
    };
    expect(uploadUrlsIn(page)).toEqual([ONE, TWO]);
    expect(uploadUrlsIn(JSON.stringify(page))).toEqual([ONE, TWO]);
    expect(uploadUrlsIn(undefined)).toEqual([]);
  });
});

describe('stored raster names', () => {
  const UUID = '0b5ecf09-0bef-41dd-87a5-7979819420c9';
  const NAMES = [
    ...RASTER_EXTENSIONS.map((extension) => `${UUID}.${extension}`),
    `${UUID}.svg`,
    `${UUID}.mp4`,
    variantName(`${UUID}.jpg`, 640, 'avif'),
    `${UUID.toUpperCase()}.jpg`,
    `${UUID}.jpg.png`,
    `x${UUID}.jpg`,
    `${UUID.slice(0, 35)}.jpg`,
  ];

  it("are what a page's data is searched for (in a quoted URL)", () => {
    for (const name of NAMES.filter((one) => !one.includes('/'))) {
      const found = uploadUrlsIn(`<img src="/uploads/${name}">`);
      expect(found.includes(`/uploads/${name}`), name).toBe(isRasterName(name));
    }
  });
});

describe('imageFactsQuerySchema', () => {
  it('takes one src or several as a list', () => {
    expect(imageFactsQuerySchema.parse({ src: ONE })).toEqual({ src: [ONE] });
    expect(imageFactsQuerySchema.parse({ src: [ONE, TWO] })).toEqual({ src: [ONE, TWO] });
  });

  it('refuses none, more than 50, other paths and long ones', () => {
    for (const query of [
      {},
      { src: [] },
      { src: Array.from({ length: 51 }, () => ONE) },
      { src: 'https://example.com/a.jpg' },
      { src: `/uploads/${'a'.repeat(192)}` },
    ]) {
      expect(imageFactsQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
