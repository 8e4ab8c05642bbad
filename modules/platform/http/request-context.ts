import type { Logger } from '../logging/index.ts';

export type Role = 'admin' | 'moderator' | 'user';

export type AuthenticatedUser = { id: string; role: Role };

/** Resolves the caller from the request (a bearer token once the admin module supplies it). */
export type Authenticate = () => Promise<AuthenticatedUser | undefined>;

/** What every request carries through the middleware chain (set on ctx.state). */
export type RequestState = {
  requestId: string;
  log: Logger;
  authenticate: Authenticate;
  /** The pattern of the ApiRouter route answering the request (metrics label); unset when none. */
  route?: string;
};
