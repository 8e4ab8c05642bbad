import { createHash, timingSafeEqual } from 'node:crypto';

/** Addresses that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

export type MetricsAccess = 'allow' | 'unauthorized' | 'hidden';

/** Equal texts, compared in constant time (digests first, so lengths leak nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read `/metrics`. With `METRICS_TOKEN` set: a request bearing it, else 401. Without one:
 * only when the API listens on loopback and the request came straight to it; a request a proxy
 * forwarded (`X-Forwarded-For`, `Forwarded`) may come from anywhere, so it is refused like any
 * request to an API listening on a public address: 404, nothing says the endpoint exists.
 */
export function metricsAccess(
  settings: { token: string | undefined; loopbackOnly: boolean },
  request: { authorization: string; forwarded: boolean },
): MetricsAccess {
  if (settings.token !== undefined) {
    const match = /^Bearer (\S+)$/.exec(request.authorization);
    return match?.[1] !== undefined && sameSecret(match[1], settings.token) ? 'allow' : 'unauthorized';
  }
  return settings.loopbackOnly && !request.forwarded ? 'allow' : 'hidden';
}
