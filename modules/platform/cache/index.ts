export {
  answerOf,
  type CachedAnswer,
  derivedFrom,
  PublicCache,
  type PublicCacheOptions,
} from './public-cache.ts';
