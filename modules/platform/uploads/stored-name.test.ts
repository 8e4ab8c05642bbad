import { describe, expect, it } from 'vitest';
import { isOriginalName, isPublicName, RASTER_EXTENSIONS, variantName } from './stored-name.ts';
import { uploadUrlsIn } from './variants/image-facts.ts';
import { isRasterName } from './variants/variant-plan.ts';

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
  `../${UUID}.jpg`,
];

describe('stored raster names', () => {
  it('are the originals of jpg, png, webp and gif only', () => {
    expect(NAMES.filter(isRasterName)).toEqual(RASTER_EXTENSIONS.map((extension) => `${UUID}.${extension}`));
    expect(NAMES.filter(isRasterName).every(isOriginalName)).toBe(true);
    expect(isPublicName(`${UUID}.svg`)).toBe(true);
  });

  it("are what a page's data is searched for (in a quoted URL)", () => {
    for (const name of NAMES.filter((one) => !one.includes('/'))) {
      const found = uploadUrlsIn(`<img src="/uploads/${name}">`);
      expect(found.includes(`/uploads/${name}`), name).toBe(isRasterName(name));
    }
  });
});
