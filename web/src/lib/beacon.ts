import { API_BASE } from './api-base';

/** Where page views are reported (the analytics module's beacon). */
export const TRACK_PATH = '/api/analytics/track';

type BeaconOptions = {
  /** Outlives a tab closed at once (a page view); a plain request otherwise. */
  keepalive?: boolean;
  send?: typeof fetch;
};

/**
 * Posts to an API path, fire and forget: analytics never disturb the visitor, so any failure
 * (offline, blocked, server down, a browser that throws on keepalive) is dropped. The answer is
 * read to its end: a cancelled body is a broken answer to the browser's own tools. No React here:
 * the public page's script (page-script.ts) and the back office's app both send through it.
 */
export function sendBeacon(
  path: string,
  body?: unknown,
  { keepalive = false, send = (input, init) => globalThis.fetch(input, init) }: BeaconOptions = {},
): void {
  try {
    send(`${API_BASE}${path}`, {
      method: 'POST',
      keepalive,
      ...(body !== undefined && {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    })
      .then((response) => response.text())
      .catch(() => undefined);
  } catch {
    // Dropped, as above.
  }
}

/** Reports one page view (its pathname), outliving a tab closed at once. */
export function reportPageView(pagePath: string, send?: typeof fetch): void {
  sendBeacon(TRACK_PATH, { page_path: pagePath }, { keepalive: true, ...(send && { send }) });
}
