import type { Context } from 'koa';
import {
  ADMIN,
  type ApiContext,
  type ApiHandler,
  ApiRouter,
  PUBLIC,
  parse,
  sendPrivate,
} from '../../platform/http/index.ts';
import type { RateLimit } from '../../platform/rate-limit/index.ts';
import { formFields, type UploadStorage } from '../../platform/uploads/index.ts';
import { loginSchema, profileUpdateSchema, registerSchema } from '../admin.schemas.ts';
import { pictureUpload, withPicture } from '../users/picture-upload.ts';
import { AUTH_MESSAGES, type AuthService, type Session } from './auth.service.ts';

/** The queue dashboard is a server page: it reads this cookie, set beside the SPA's token. */
export const SESSION_COOKIE = 'admin_session';
export const SESSION_COOKIE_PATH = '/admin/queues';

export type AuthRoutesDeps = {
  auth: AuthService;
  storage: UploadStorage;
  /** Sign-in and sign-up attempts per client address. */
  limiter: RateLimit;
  cookieMaxAgeMs: number;
  /** The public origin is https (TLS ends at a proxy): the cookie is Secure whatever the hop says. */
  secureCookie: boolean;
};

function setSessionCookie(ctx: Context, token: string | null, maxAge: number, alwaysSecure: boolean): void {
  // Behind a TLS proxy the hop to us is plain http: `ctx.secure` is true only when the proxy
  // is trusted (TRUST_PROXY) and says X-Forwarded-Proto: https. An https public origin
  // settles it; the cookies library then needs telling that the connection counts as secure.
  const secure = alwaysSecure || ctx.secure;
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(SESSION_COOKIE, token, {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: token ? maxAge : 0,
    overwrite: true,
  });
}

/**
 * The bearer token of a sign-out, if well formed. Sign-out is public, so a browser holding a
 * dead token can still clear its cookie; a live token goes on the deny-list, which also ends
 * the queue-dashboard cookie (the same token).
 */
function bearerToken(ctx: ApiContext): string | undefined {
  const header = ctx.get('authorization');
  return /^Bearer \S+$/.test(header) ? header.slice('Bearer '.length) : undefined;
}

/** Sign-in, sign-up, sign-out and the signed-in admin's own profile. */
export function authRoutes({
  auth,
  storage,
  limiter,
  cookieMaxAgeMs,
  secureCookie,
}: AuthRoutesDeps): ApiRouter {
  const answerSession = (ctx: ApiContext, session: Session, status = 200, message?: string) => {
    setSessionCookie(ctx, session.token, cookieMaxAgeMs, secureCookie);
    sendPrivate(ctx, { token: session.token, user: session.user, ...(message ? { message } : {}) }, status);
  };

  // Runs before the multipart parser: a refused sign-up costs no upload, no temporary file
  // and no image work.
  const registrationGate: ApiHandler = async (ctx, next) => {
    await limiter.consume(`register:${ctx.ip}`);
    await auth.assertRegistrationOpen();
    await next();
  };

  return new ApiRouter('/api/auth')
    .post('/login', PUBLIC, async (ctx) => {
      await limiter.consume(`login:${ctx.ip}`);
      const { email, password } = parse(loginSchema, ctx.request.body);
      const session = await auth.login(email, password, ctx.ip);
      answerSession(ctx, session);
    })
    .get('/registration', PUBLIC, async (ctx) => {
      sendPrivate(ctx, { registration: { open: await auth.registrationOpen() } });
    })
    .post('/register', PUBLIC, registrationGate, pictureUpload, async (ctx) => {
      const input = parse(registerSchema, formFields(ctx));
      const session = await withPicture(ctx, 'profilePicture', storage, (picture) =>
        auth.register({ ...input, profile_picture: picture }),
      );
      answerSession(ctx, session, 201, AUTH_MESSAGES.registered);
    })
    .post('/logout', PUBLIC, async (ctx) => {
      // Cookie first: it goes even if the revocation cannot be written.
      setSessionCookie(ctx, null, 0, secureCookie);
      await auth.logout(bearerToken(ctx));
      sendPrivate(ctx);
    })
    .get('/profile', ADMIN, async (ctx) => {
      sendPrivate(ctx, { user: await auth.profile(ctx.state.user.id) });
    })
    .put('/profile', ADMIN, pictureUpload, async (ctx) => {
      const changes = parse(profileUpdateSchema, formFields(ctx));
      const user = await withPicture(ctx, 'profilePicture', storage, (picture) =>
        auth.updateProfile(ctx.state.user.id, { ...changes, profile_picture: picture }),
      );
      sendPrivate(ctx, { user, message: AUTH_MESSAGES.profileUpdated });
    });
}
