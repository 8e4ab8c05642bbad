export { answerOf, type CachedAnswer, PublicCache, type PublicCacheOptions } from './public-cache.ts';
