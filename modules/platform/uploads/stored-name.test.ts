import { describe, expect, it } from 'vitest';
import {
  allVariantNames,
  isOriginalName,
  isPublicName,
  isRasterName,
  RASTER_EXTENSIONS,
  variantName,
} from './stored-name.ts';

const UUID = '0b5ecf09-0bef-41dd-87a5-7979819420c9';
const NAME = `${UUID}.jpg`;
const STEM = UUID;
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
});

describe('variant names', () => {
  it('follow from the original name alone', () => {
    expect(variantName(NAME, 640, 'avif')).toBe(`${STEM}-w640.avif`);
    expect(variantName(`${STEM}.png`, 320, 'webp')).toBe(`${STEM}-w320.webp`);
    expect(allVariantNames(NAME)).toHaveLength(8);
    expect(allVariantNames(NAME)).toContain(`${STEM}-w1280.webp`);
  });

  it('are served as public names but are not originals', () => {
    const variant = variantName(NAME, 960, 'avif');
    expect(isPublicName(variant)).toBe(true);
    expect(isOriginalName(variant)).toBe(false);
    expect(isRasterName(variant)).toBe(false);
    expect(isPublicName(`${STEM}-w500.avif`)).toBe(false);
    expect(isPublicName(`${STEM}-w640.avif.tmp`)).toBe(false);
    expect(isPublicName(`.${STEM}-w640.avif.1.tmp`)).toBe(false);
  });

  it('variants only of rasters the store writes', () => {
    expect(isRasterName(NAME)).toBe(true);
    expect(isRasterName(`${STEM}.gif`)).toBe(true);
    expect(isRasterName(`${STEM}.svg`)).toBe(false);
    expect(isRasterName(`${STEM}.mp4`)).toBe(false);
  });
});
