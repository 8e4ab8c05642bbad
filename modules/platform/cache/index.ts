export { BROTLI_QUALITY, CachedAnswer, compressText, type Encoding } from './cached-answer.ts';
export { PublicCache, type PublicCacheOptions } from './public-cache.ts';
