import { Router, type RouterContext, type RouterMiddleware } from '@koa/router';
import { ForbiddenError, UnauthorizedError } from '../errors/index.ts';
import type { AuthenticatedUser, RequestState, Role } from './request-context.ts';

/** Who may call a route. Every route declares one; there is no default. */
export type PublicAccess = { readonly kind: 'public' };
/** Public, but a caller with an admin token sees everything (drafts, inactive items). */
export type AdminSeesAllAccess = { readonly kind: 'public-admin-sees-all' };
export type RolesAccess = { readonly kind: 'roles'; readonly roles: readonly Role[] };
export type Access = PublicAccess | AdminSeesAllAccess | RolesAccess;

export const PUBLIC: PublicAccess = Object.freeze({ kind: 'public' });
export const PUBLIC_ADMIN_SEES_ALL: AdminSeesAllAccess = Object.freeze({ kind: 'public-admin-sees-all' });
export const ADMIN: RolesAccess = Object.freeze({ kind: 'roles', roles: ['admin'] as const });
export const roles = (...allowed: Role[]): RolesAccess => Object.freeze({ kind: 'roles', roles: allowed });

/** What a guarded route's handlers can rely on: the caller, resolved and allowed. */
export type SignedInState = RequestState & { user: AuthenticatedUser };
/** What a `PUBLIC_ADMIN_SEES_ALL` route's handlers read: whether the caller is an admin. */
export type ViewerState = RequestState & { seesAll: boolean };

export type ApiContext = RouterContext<RequestState>;
export type ApiHandler = RouterMiddleware<RequestState>;
export type SignedInContext = RouterContext<SignedInState>;
export type SignedInHandler = RouterMiddleware<SignedInState>;
export type ViewerContext = RouterContext<ViewerState>;
export type ViewerHandler = RouterMiddleware<ViewerState>;
/** Any route's context, for helpers (replies, forms) that serve every kind of route. */
export type AnyApiContext = ApiContext | SignedInContext | ViewerContext;
type AnyHandler = ApiHandler | SignedInHandler | ViewerHandler;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteInfo = { method: HttpMethod; path: string; access: Access };
type RouteDefinition = RouteInfo & { stack: ApiHandler[]; beacon?: BeaconOptions; read?: ApiHandler };

/** A beacon reads its own small JSON body, in the fast lane (see beacon-lane.ts). */
export type BeaconOptions = { maxBodyBytes: number };
export type BeaconRoute = { path: string; handler: ApiHandler; maxBodyBytes: number };
/** A public read a visitor's request takes in the read lane (see read-lane.ts). */
export type ReadRoute = { path: string; handler: ApiHandler };

/** Resolves the caller for guarded routes: 401 without a valid token, 403 without the role. */
function requireRole(access: RolesAccess): ApiHandler {
  return async (ctx, next) => {
    const user = await ctx.state.authenticate();
    if (!user) throw new UnauthorizedError();
    if (!access.roles.includes(user.role)) throw new ForbiddenError();
    (ctx.state as SignedInState).user = user;
    await next();
  };
}

/** Works out whether the caller sees everything; a bad token is still a 401, as on guarded routes. */
const resolveViewer: ApiHandler = async (ctx, next) => {
  const user = await ctx.state.authenticate();
  (ctx.state as ViewerState).seesAll = user?.role === 'admin';
  await next();
};

function guarded(access: Access, handlers: ApiHandler[]): ApiHandler[] {
  switch (access.kind) {
    case 'public':
      return handlers;
    case 'public-admin-sees-all':
      return [resolveViewer, ...handlers];
    case 'roles':
      return [requireRole(access), ...handlers];
  }
}

/** Middleware first (uploads, parsers: any route's), then the route's own handler. */
type Stack<Handler> = [...middleware: ApiHandler[], handler: Handler];

/**
 * A module's routes, each of which must declare its access (STYLE rule 5: default deny).
 * It remembers every route so tests can list the whole surface from the routers themselves.
 */
export class ApiRouter {
  readonly #definitions: RouteDefinition[] = [];
  readonly #prefix: string;

  constructor(prefix = '') {
    this.#prefix = prefix;
  }

  get routes(): RouteInfo[] {
    return this.#definitions.map(({ method, path, access }) => ({ method, path, access }));
  }

  /** The beacons of this router, for the fast lane. */
  get beacons(): BeaconRoute[] {
    return this.#definitions.flatMap(({ path, stack, beacon }) =>
      beacon && stack[0] ? [{ path, handler: stack[0], maxBodyBytes: beacon.maxBodyBytes }] : [],
    );
  }

  /**
   * A public, fire-and-forget POST with a tiny JSON body (page-view tracking). It is answered
   * in the fast lane, ahead of authentication, the database scope and the general body
   * parser, because it needs none of them and is the busiest write of the site.
   */
  beacon(path: string, handler: ApiHandler, options: BeaconOptions = { maxBodyBytes: 4096 }): this {
    this.#add('POST', path, PUBLIC, [handler]);
    const definition = this.#definitions.at(-1);
    if (definition) definition.beacon = options;
    return this;
  }

  /** The public reads of this router, for the read lane. */
  get reads(): ReadRoute[] {
    return this.#definitions.flatMap(({ path, read }) => (read ? [{ path, handler: read }] : []));
  }

  /**
   * A public GET whose visitors' answer comes from the public cache (`sendCached`): the home
   * page's lists, a post, the shop. A visitor's request (no Authorization header) is answered in
   * the read lane, ahead of the body parser and the full router, because it needs neither and
   * these are the busiest reads of the site; an admin's request takes the general chain.
   */
  read(path: string, access: AdminSeesAllAccess, handler: ViewerHandler): this;
  read(path: string, access: PublicAccess, handler: ApiHandler): this;
  read(path: string, access: PublicAccess | AdminSeesAllAccess, handler: AnyHandler): this {
    this.#add('GET', path, access, [handler]);
    const definition = this.#definitions.at(-1);
    // The lane calls the handler itself: its caller is a visitor, so there is no guard to run.
    if (definition) definition.read = handler as ApiHandler;
    return this;
  }

  get(path: string, access: RolesAccess, ...handlers: Stack<SignedInHandler>): this;
  get(path: string, access: AdminSeesAllAccess, ...handlers: Stack<ViewerHandler>): this;
  get(path: string, access: PublicAccess, ...handlers: Stack<ApiHandler>): this;
  get(path: string, access: Access, ...handlers: AnyHandler[]): this {
    return this.#add('GET', path, access, handlers);
  }
  post(path: string, access: RolesAccess, ...handlers: Stack<SignedInHandler>): this;
  post(path: string, access: AdminSeesAllAccess, ...handlers: Stack<ViewerHandler>): this;
  post(path: string, access: PublicAccess, ...handlers: Stack<ApiHandler>): this;
  post(path: string, access: Access, ...handlers: AnyHandler[]): this {
    return this.#add('POST', path, access, handlers);
  }
  put(path: string, access: RolesAccess, ...handlers: Stack<SignedInHandler>): this;
  put(path: string, access: AdminSeesAllAccess, ...handlers: Stack<ViewerHandler>): this;
  put(path: string, access: PublicAccess, ...handlers: Stack<ApiHandler>): this;
  put(path: string, access: Access, ...handlers: AnyHandler[]): this {
    return this.#add('PUT', path, access, handlers);
  }
  patch(path: string, access: RolesAccess, ...handlers: Stack<SignedInHandler>): this;
  patch(path: string, access: AdminSeesAllAccess, ...handlers: Stack<ViewerHandler>): this;
  patch(path: string, access: PublicAccess, ...handlers: Stack<ApiHandler>): this;
  patch(path: string, access: Access, ...handlers: AnyHandler[]): this {
    return this.#add('PATCH', path, access, handlers);
  }
  delete(path: string, access: RolesAccess, ...handlers: Stack<SignedInHandler>): this;
  delete(path: string, access: AdminSeesAllAccess, ...handlers: Stack<ViewerHandler>): this;
  delete(path: string, access: PublicAccess, ...handlers: Stack<ApiHandler>): this;
  delete(path: string, access: Access, ...handlers: AnyHandler[]): this {
    return this.#add('DELETE', path, access, handlers);
  }

  /** One Koa router for every module's routes, so a request is matched once. */
  static compose(routers: ApiRouter[]): ApiHandler {
    const router = new Router<RequestState>();
    for (const definition of routers.flatMap((r) => r.#definitions)) {
      router.register(definition.path, [definition.method], definition.stack);
    }
    return router.routes() as ApiHandler;
  }

  #add(method: HttpMethod, path: string, access: Access | undefined, handlers: AnyHandler[]): this {
    const kinds: readonly string[] = ['public', 'public-admin-sees-all', 'roles'];
    if (!access || !kinds.includes(access.kind)) {
      throw new Error(`${method} ${this.#prefix}${path} declares no access; refusing to register it`);
    }
    if (handlers.length === 0) throw new Error(`${method} ${this.#prefix}${path} has no handler`);
    // The guard in front establishes the state the typed handlers read (user, seesAll).
    const stack = guarded(access, handlers as ApiHandler[]);
    this.#definitions.push({ method, path: `${this.#prefix}${path}`, access, stack });
    return this;
  }
}
