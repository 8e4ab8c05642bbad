import { ADMIN_TOKEN_KEY } from './admin-session-keys';
import { API_BASE } from './api-base';
import { storedText } from './stored-change';
import { noteVisit } from './visit';

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

/** The landing address's parameters a visit's source is read from (Plausible's and Google's names). */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'ref'] as const;
const MAX_PARAMETER_LENGTH = 500;

/**
 * What a page view reports: the path, the campaign parameters of the address (and no other:
 * a query may hold a token, as a verify link's does), and the origin of a referrer on another
 * site (never its path, which may say what the visitor read there).
 */
export function pageViewBody(
  location: Pick<Location, 'pathname' | 'search' | 'origin'>,
  referrer: string,
): Record<string, string> {
  const body: Record<string, string> = { page_path: location.pathname };
  const parameters = new URLSearchParams(location.search);
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = parameters.get(name);
    if (value) body[name] = value.slice(0, MAX_PARAMETER_LENGTH);
  }
  const origin = URL.parse(referrer)?.origin;
  if (origin && origin !== 'null' && origin !== location.origin) body.referrer = origin;
  return body;
}

/**
 * Reports one page view, outliving a tab closed at once. Not while the site's owner is signed
 * in on this browser (a back-office token is stored): the owner's own reading is not traffic.
 */
export function reportPageView(
  location: Pick<Location, 'pathname' | 'search' | 'origin'> = window.location,
  referrer: string = document.referrer,
  send?: typeof fetch,
): void {
  if (storedText(ADMIN_TOKEN_KEY)) return;
  const body = pageViewBody(location, referrer);
  noteVisit(body);
  sendBeacon(TRACK_PATH, body, { keepalive: true, ...(send && { send }) });
}
