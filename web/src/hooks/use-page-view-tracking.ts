import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { apiUrl } from '../lib/api-client';

export const TRACK_PATH = '/api/analytics/track';

/**
 * Reports one page view. Fire-and-forget: `keepalive` lets it outlive a closing tab, and any failure
 * (offline, blocked, server down) is swallowed because analytics must never disturb the visitor.
 */
export function reportPageView(
  pagePath: string,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): void {
  try {
    send(apiUrl(TRACK_PATH), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page_path: pagePath }),
    })
      // The answer is not needed, but a body nobody reads keeps the request open in the browser
      // (DevTools and Playwright never see it finish) until the response is garbage collected.
      .then((response) => response.body?.cancel())
      .catch(() => {});
  } catch {
    // A fetch that throws synchronously (e.g. missing in an old engine) is ignored too.
  }
}

/** Reports the path on every route change (pathname only: hash and query changes are the same page). */
export function usePageViewTracking(report: (pagePath: string) => void = reportPageView): void {
  const { pathname } = useLocation();
  // StrictMode replays effects in development; remembering the last path keeps it to one report.
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    report(pathname);
  }, [pathname, report]);
}
