import zlib from 'node:zlib';
import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import compress from 'koa-compress';
import { BROTLI_QUALITY } from '../cache/index.ts';
import { type MikroORM, withEntityManagerScope } from '../db/index.ts';
import { NotFoundError } from '../errors/index.ts';
import type { Logger } from '../logging/index.ts';
import { type ApiHandler, ApiRouter, type RouteDefinition } from './api-router.ts';
import { cookiesStayPrivate, PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { compressJsonBody, leftToStreamCompression } from './compress-json.ts';
import { errorHandler } from './error-handler.ts';
import { headerList, setHeaders } from './headers.ts';
import { jsonBody } from './json-body.ts';
import { helmetHeaders } from './page-headers.ts';
import type { Authenticate, RequestState } from './request-context.ts';
import { authentication, requestLogging } from './request-logging.ts';
import { type RequestSample, requestMetrics } from './request-metrics.ts';

export const JSON_BODY_LIMIT = '1mb';
/** JSON answers from this size up are sent brotli- or gzip-compressed to clients that accept it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Every API answer's headers before its handler runs. Caching is default deny like access: an
 * answer is personal (no cache keeps it) unless its handler says it is public (`sendCached`,
 * `sendPublic`), so a new admin or order route cannot be kept by a proxy by omission.
 */
const API_HEADERS = {
  'Cache-Control': PRIVATE_CACHE_CONTROL,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
/** One year, subdomains too; sent only in production, where the site is served over HTTPS. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };
const HSTS_HEADER = { 'Strict-Transport-Security': `max-age=${HSTS.maxAge}; includeSubDomains` };

/** The web app's answers outside /api, and the hashes of its inline scripts (the CSP allows those). */
export type WebServing = { middleware: Middleware<RequestState>; scriptHashes: readonly string[] };

export type HttpAppDeps = {
  logger: Logger;
  orm: MikroORM;
  routers: ApiRouter[];
  trustProxy: boolean;
  /** Turns a bearer token into a user; absent until the admin module provides one. */
  resolveUser?: (token: string | undefined) => ReturnType<Authenticate>;
  /**
   * What answers outside /api before the web app: the redirects from old addresses, the uploaded
   * images, the queue dashboard, the feeds (mounted before body parsing, with the document's
   * headers set).
   */
  pages?: Middleware<RequestState>[];
  /** Send Strict-Transport-Security on every answer (production, served over HTTPS). */
  hsts?: boolean;
  /**
   * The web app (its files, its pages rendered on the server, index.html: the pages module).
   * Absent: the app answers nothing outside /api but `pages`.
   */
  web?: WebServing;
  /** Told of every answered request (route pattern, status, time): the metrics. */
  observe?: (sample: RequestSample) => void;
};

type Chain = Middleware<RequestState>;
const noNext = async () => undefined;

/** Builds the Koa app without listening, so tests can mount it on a free port. */
export function createHttpApp(deps: HttpAppDeps): Koa<RequestState> {
  const app = new Koa<RequestState>({ proxy: deps.trustProxy });
  const web: WebServing = deps.web ?? { middleware: noNext, scriptHashes: [] };
  const apiHeaders = headerList(deps.hsts ? { ...API_HEADERS, ...HSTS_HEADER } : API_HEADERS);
  app.silent = true;

  const documentHeaders = headerList(
    helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...web.scriptHashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'", 'https:'],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.hsts ? HSTS : false,
    }),
  );
  const authenticate = authentication(deps.resolveUser ?? (async () => undefined));
  // Streams (downloads, exports) and texts too large to compress in one call; same Brotli quality.
  const compressStream = compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  const parsers = new Map<string, Chain>();
  const parserOf = (body: { json: string; only?: boolean }): Chain => {
    const key = `${body.json}:${body.only === true}`;
    let parser = parsers.get(key);
    if (!parser) {
      parser = jsonBody({ limit: body.json, only: body.only });
      parsers.set(key, parser);
    }
    return parser;
  };

  /**
   * Each route's own chain, from what it declares: the headers of its kind (API or page), a
   * database scope, the caller's authentication, compression of what it answers, its body parser,
   * then its guard and handlers. A rule for every API answer belongs here, once.
   */
  const compile = (route: RouteDefinition): ApiHandler => {
    const { options, method } = route;
    const body = options.body ?? (method === 'GET' ? 'none' : { json: JSON_BODY_LIMIT });
    const steps = [...(body === 'none' ? [] : [parserOf(body)]), ...(route.stack as Chain[])];
    const handlers = steps.length === 1 && steps[0] ? steps[0] : compose(steps);
    const headers = options.page ? documentHeaders : apiHeaders;
    const answer: Chain =
      options.page || options.compress === false
        ? handlers
        : async (ctx, next) => {
            await handlers(ctx, next);
            // A cached answer arrives serialised (and precompressed when large); an answer
            // computed per request is compressed here in one call, or streamed when too large.
            compressJsonBody(ctx, COMPRESS_THRESHOLD_BYTES);
            if (leftToStreamCompression(ctx)) await compressStream(ctx, noNext);
          };
    const authenticated: Chain = (ctx, next) => authenticate(ctx, () => answer(ctx, next));
    const pattern = route.path;
    const chain: Chain =
      options.db === false
        ? (ctx, next) => {
            ctx.state.route = pattern;
            setHeaders(ctx, headers);
            return authenticated(ctx, next);
          }
        : (ctx, next) => {
            ctx.state.route = pattern;
            setHeaders(ctx, headers);
            return withEntityManagerScope(deps.orm, () => authenticated(ctx, next));
          };
    return chain as ApiHandler;
  };
  const route = ApiRouter.compose(deps.routers, compile);

  // Hashed build assets (scripts, styles) need only what applies to a subresource; the document
  // headers (CSP, framing, COOP...) would cost about 1 KB on each of the home page's scripts.
  const assetHeaders = headerList({
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(deps.hsts ? HSTS_HEADER : {}),
  });
  // What no route claims: an API 404, or the files and the plain app.
  const unrouted = compose<Koa.ParameterizedContext<RequestState>>([
    (ctx, next) => {
      if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
        setHeaders(ctx, apiHeaders);
        throw new NotFoundError(`No API route for ${ctx.method} ${ctx.path}`);
      }
      setHeaders(ctx, ctx.path.startsWith('/assets/') ? assetHeaders : documentHeaders);
      return next();
    },
    ...(deps.pages ?? []),
    web.middleware,
  ]);

  if (deps.observe) app.use(requestMetrics(deps.observe));
  app.use(requestLogging(deps.logger));
  app.use(cookiesStayPrivate);
  app.use(errorHandler());
  app.use((ctx, next) => route(ctx as Parameters<ApiHandler>[0], () => unrouted(ctx, next)));
  return app;
}
