export { BROTLI_QUALITY, CachedAnswer, compressText, type Encoding } from './cached-answer.ts';
export { noteRead, type Reads, recordOneRead, recordReads } from './page-reads.ts';
export { PublicCache, type PublicCacheOptions } from './public-cache.ts';
