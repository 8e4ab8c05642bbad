import type { EntityManager } from '../platform/db/index.ts';
import type { Publish } from '../platform/events/index.ts';
import type { NewsletterTokens } from './newsletter-tokens.ts';

/** What the newsletter's services need: the database, the outbox, the token keys, a clock. */
export type NewsletterDeps = {
  /** The ORM's manager: each call resolves to the request's or the job's scope, never a fork. */
  em: EntityManager;
  publish: Publish;
  tokens: NewsletterTokens;
  clock: () => Date;
};

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 48 * 3600 * 1000;
