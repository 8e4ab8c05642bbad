export { type RateLimit, type RateLimitOptions, rateLimit } from './rate-limit.ts';
