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
/**
 * How a route's request body is read: as JSON up to a limit (`json`; `only` refuses any other
 * content type with a 415 and any content-encoding, for beacons sent by browsers), or not at all
 * (`none`: a GET, or a handler that reads its own body, such as Pesapal's IPN).
 */
export type BodyOption = 'none' | { json: string; only?: boolean };
/** What a route needs from the chain; every field has a default that suits most API routes. */
export type RouteOptions = {
  /** Default: JSON up to 1 MB for POST, PUT, PATCH and DELETE; none for GET. */
  body?: BodyOption;
  /** A database scope (the request's entity manager). Default true; a beacon needs none. */
  db?: boolean;
  /** Compress what the route answers (default true); a beacon's few bytes never are. */
  compress?: boolean;
  /** A page of the web app (HTML with the document headers) rather than a JSON answer. */
  page?: boolean;
};
/**
 * A beacon: a public, fire-and-forget POST of a few bytes of JSON from a browser (page-view
 * tracking), the busiest write of the site. It needs no database scope and no compression.
 */
export const BEACON: RouteOptions = Object.freeze({
  body: { json: '4kb', only: true },
  db: false,
  compress: false,
});
export type RouteDefinition = RouteInfo & { options: RouteOptions; stack: ApiHandler[] };

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
  // A visitor (no Authorization header, the busiest case) is anonymous: nothing to resolve.
  if (ctx.get('authorization') === '') {
    (ctx.state as ViewerState).seesAll = false;
    return next();
  }
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
 * Adds a route of one method (`get`, `post`, …): its handlers' context follows the access it
 * declares (the signed-in user behind a role, `seesAll` behind `PUBLIC_ADMIN_SEES_ALL`), and
 * options for the chain may come before them.
 */
type AddRoute = {
  (path: string, access: RolesAccess, ...handlers: Stack<SignedInHandler>): ApiRouter;
  (path: string, access: RolesAccess, options: RouteOptions, ...handlers: Stack<SignedInHandler>): ApiRouter;
  (path: string, access: AdminSeesAllAccess, ...handlers: Stack<ViewerHandler>): ApiRouter;
  (
    path: string,
    access: AdminSeesAllAccess,
    options: RouteOptions,
    ...handlers: Stack<ViewerHandler>
  ): ApiRouter;
  (path: string, access: PublicAccess, ...handlers: Stack<ApiHandler>): ApiRouter;
  (path: string, access: PublicAccess, options: RouteOptions, ...handlers: Stack<ApiHandler>): ApiRouter;
};

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

  readonly get = this.#adder('GET');
  readonly post = this.#adder('POST');
  readonly put = this.#adder('PUT');
  readonly patch = this.#adder('PATCH');
  readonly delete = this.#adder('DELETE');

  /**
   * The one matcher of the app: every module's routes (and the web app's pages) in one Koa
   * router, each answered by the chain `compile` makes for it from what it declares; a request
   * no route claims goes to `next`.
   */
  static compose(
    routers: ApiRouter[],
    compile: (route: RouteDefinition) => ApiHandler,
  ): (ctx: Parameters<ApiHandler>[0], next: () => Promise<unknown>) => Promise<unknown> {
    const router = new Router<RequestState>();
    const definitions = routers.flatMap((r) => r.#definitions);
    for (const definition of definitions) {
      router.register(definition.path, [definition.method], [compile(definition)]);
    }
    // The router tries every route's pattern in turn; a path's match is remembered instead
    // (bounded, since anyone can make up paths: when full it starts again, and a forgotten path
    // is matched again). A plain map: an LRU's bookkeeping cost more than the matching it saves.
    const matched = new Map<string, Layer | false>();
    const find = (method: string, path: string): Layer | undefined => {
      const key = `${method} ${path}`;
      let layer = matched.get(key);
      if (layer === undefined) {
        layer = router.match(path, method).pathAndMethod[0] ?? false;
        if (matched.size >= MATCHES_KEPT) matched.clear();
        matched.set(key, layer);
      }
      return layer || undefined;
    };
    return (ctx, next) => {
      const path = ctx.path;
      const layer = find(ctx.method, path);
      const chain = layer?.stack[0];
      if (!layer || !chain) return next();
      ctx.params = layer.paramNames.length > 0 ? layer.params(path, layer.captures(path)) : {};
      return chain(ctx, next) as Promise<unknown>;
    };
  }

  #adder(method: HttpMethod): AddRoute {
    return (path: string, access: Access, ...handlers: (AnyHandler | RouteOptions)[]) =>
      this.#add(method, path, access, handlers);
  }

  #add(
    method: HttpMethod,
    path: string,
    access: Access | undefined,
    args: (AnyHandler | RouteOptions)[],
  ): this {
    const kinds: readonly string[] = ['public', 'public-admin-sees-all', 'roles'];
    if (!access || !kinds.includes(access.kind)) {
      throw new Error(`${method} ${this.#prefix}${path} declares no access; refusing to register it`);
    }
    const [first, ...rest] = args;
    const options = typeof first === 'object' ? first : {};
    const handlers = (typeof first === 'object' ? rest : args) as ApiHandler[];
    if (handlers.length === 0) throw new Error(`${method} ${this.#prefix}${path} has no handler`);
    // The guard in front establishes the state the typed handlers read (user, seesAll).
    const stack = guarded(access, handlers);
    this.#definitions.push({ method, path: `${this.#prefix}${path}`, access, options, stack });
    return this;
  }
}

/** Paths whose matching route is remembered. */
const MATCHES_KEPT = 10_000;
type Layer = NonNullable<ReturnType<Router['match']>['pathAndMethod'][number]>;
