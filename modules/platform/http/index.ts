export { allowlist, type OnTheWire } from './allowlist.ts';
export {
  type Access,
  ADMIN,
  type AnyApiContext,
  type ApiContext,
  type ApiHandler,
  ApiRouter,
  BEACON,
  type BodyOption,
  PUBLIC,
  PUBLIC_ADMIN_SEES_ALL,
  type RouteInfo,
  type RouteOptions,
  roles,
  type SignedInContext,
  type SignedInHandler,
  type SignedInState,
  type ViewerContext,
  type ViewerHandler,
  type ViewerState,
} from './api-router.ts';
export {
  createHttpApp,
  type HttpAppDeps,
  JSON_BODY_LIMIT,
  type WebServing,
} from './app.ts';
export {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  SHARED_FRESH_SECONDS,
  STALE_WHILE_REVALIDATE_SECONDS,
} from './cache-control.ts';
export { COMPRESS_IN_ONE_CALL_MAX_BYTES } from './compress-json.ts';
export { escapeHtml } from './escape-html.ts';
export { type HeaderList, headerList, setHeaders } from './headers.ts';
export { healthRoutes, type Probe, probe, readinessRoutes } from './health.ts';
export { matchesEtag, preferredEncoding, sendCached, sendPrivate, sendPublic } from './replies.ts';
export type { AuthenticatedUser, RequestState, Role } from './request-context.ts';
export { type RequestSample, routeLabel } from './request-metrics.ts';
export { type HttpServer, listen } from './server.ts';
export { parse, parseQuery, requireId, toFieldErrors } from './validate.ts';
