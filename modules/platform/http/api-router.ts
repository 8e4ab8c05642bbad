import { Router, type RouterContext, type RouterMiddleware } from '@koa/router';
import { ForbiddenError, UnauthorizedError } from '../errors/index.ts';
import type { RequestState, Role } from './request-context.ts';

/** Who may call a route. Every route declares one; there is no default. */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export const PUBLIC: Access = Object.freeze({ kind: 'public' });
export const ADMIN: Access = Object.freeze({ kind: 'roles', roles: ['admin'] as const });
export const roles = (...allowed: Role[]): Access => Object.freeze({ kind: 'roles', roles: allowed });

export type ApiContext = RouterContext<RequestState>;
export type ApiHandler = RouterMiddleware<RequestState>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteInfo = { method: HttpMethod; path: string; access: Access };
type RouteDefinition = RouteInfo & { stack: ApiHandler[]; beacon?: BeaconOptions };

/** A beacon reads its own small JSON body, in the fast lane (see beacon-lane.ts). */
export type BeaconOptions = { maxBodyBytes: number };
export type BeaconRoute = { path: string; handler: ApiHandler; maxBodyBytes: number };

function guard(access: Access): ApiHandler {
  return async (ctx, next) => {
    if (access.kind === 'roles') {
      const user = await ctx.state.authenticate();
      if (!user) throw new UnauthorizedError();
      if (!access.roles.includes(user.role)) throw new ForbiddenError();
    }
    await next();
  };
}

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

  get(path: string, access: Access, ...handlers: ApiHandler[]): this {
    return this.#add('GET', path, access, handlers);
  }
  post(path: string, access: Access, ...handlers: ApiHandler[]): this {
    return this.#add('POST', path, access, handlers);
  }
  put(path: string, access: Access, ...handlers: ApiHandler[]): this {
    return this.#add('PUT', path, access, handlers);
  }
  patch(path: string, access: Access, ...handlers: ApiHandler[]): this {
    return this.#add('PATCH', path, access, handlers);
  }
  delete(path: string, access: Access, ...handlers: ApiHandler[]): this {
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

  #add(method: HttpMethod, path: string, access: Access | undefined, handlers: ApiHandler[]): this {
    if (!access || (access.kind !== 'public' && access.kind !== 'roles')) {
      throw new Error(`${method} ${this.#prefix}${path} declares no access; refusing to register it`);
    }
    if (handlers.length === 0) throw new Error(`${method} ${this.#prefix}${path} has no handler`);
    const stack = access.kind === 'public' ? handlers : [guard(access), ...handlers];
    this.#definitions.push({ method, path: `${this.#prefix}${path}`, access, stack });
    return this;
  }
}
