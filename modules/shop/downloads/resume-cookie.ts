import type { ApiContext } from '../../platform/http/index.ts';

/**
 * The secret that binds a download's resume to the client that started it. It lives in a
 * cookie scoped to the one download URL, so the browser (and its download manager) sends it
 * back on a resume, and a link copied elsewhere, a mail scanner or another device has none.
 */
export const RESUME_COOKIE = 'dl_resume';

const cookiePath = (trackingId: string, fileIndex: number) =>
  `/api/pesapal/download/${encodeURIComponent(trackingId)}/${fileIndex}`;

/** The resume secret this client sent, if any. */
export function readResumeSecret(ctx: ApiContext): string | undefined {
  return ctx.cookies.get(RESUME_COOKIE) || undefined;
}

/** Gives the first downloader its secret, for the length of the resume session. */
export function setResumeSecret(
  ctx: ApiContext,
  where: { trackingId: string; fileIndex: number; secret: string; expires: Date; alwaysSecure: boolean },
): void {
  // As the admin session cookie: behind a TLS proxy the hop to us may be plain http.
  const secure = where.alwaysSecure || ctx.secure;
  if (secure) ctx.cookies.secure = true;
  ctx.cookies.set(RESUME_COOKIE, where.secret, {
    path: cookiePath(where.trackingId, where.fileIndex),
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: where.expires,
    overwrite: true,
  });
}
