export {
  type Access,
  ADMIN,
  type ApiContext,
  type ApiHandler,
  ApiRouter,
  PUBLIC,
  type RouteInfo,
  roles,
} from './api-router.ts';
export { createHttpApp, type HttpAppDeps, JSON_BODY_LIMIT } from './app.ts';
export { healthRoutes } from './health.ts';
export type { AuthenticatedUser, RequestState, Role } from './request-context.ts';
export { type HttpServer, listen } from './server.ts';
export { parse, requireId, toFieldErrors } from './validate.ts';
