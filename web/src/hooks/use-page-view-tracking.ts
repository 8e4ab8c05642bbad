import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from '../lib/beacon';

function reportPath(pathname: string): void {
  reportPageView({ pathname, search: window.location.search, origin: window.location.origin });
}

/** Reports the path on every route change (pathname only: hash and query changes are the same page). */
export function usePageViewTracking(report: (pagePath: string) => void = reportPath): void {
  const { pathname } = useLocation();
  // StrictMode replays effects in development; remembering the last path keeps it to one report.
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    report(pathname);
  }, [pathname, report]);
}
