import type { VisitAttribution } from '../../../modules/analytics/analytics.schemas.ts';
import { storedText } from './stored-change';

/** Where this browser keeps the visit it is in (localStorage: tabs of one visit share it). */
export const VISIT_KEY = 'visit';
/** A visit ends after 30 minutes without a view, as the server counts it (modules/analytics/visits.ts). */
export const VISIT_IDLE_MS = 30 * 60_000;

type KeptVisit = VisitAttribution & { last_seen: number };

/** What a page view reports (lib/beacon.ts pageViewBody): the path, campaign parameters, referrer. */
type ViewBody = Record<string, string>;

const CARRIED = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'ref'] as const;

function keptVisit(): KeptVisit | null {
  try {
    const kept = JSON.parse(storedText(VISIT_KEY) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    const visit = kept as Record<string, unknown>;
    if (typeof visit.last_seen !== 'number' || typeof visit.entry_path !== 'string') return null;
    return kept as KeptVisit;
  } catch {
    return null;
  }
}

/**
 * Notes a page view in the visit this browser is in, as the server groups views: a view after 30
 * minutes idle (or the first) begins a visit entered on its page, with its referrer and campaign;
 * any other view keeps the visit going, whatever it arrived from (the payment page's return, a
 * second link), as the server's visit does. Nothing is kept where storage is refused.
 */
export function noteVisit(view: ViewBody, now = Date.now()): void {
  const current = keptVisit();
  const next: KeptVisit =
    current && now - current.last_seen <= VISIT_IDLE_MS
      ? { ...current, last_seen: now }
      : {
          entry_path: view.page_path ?? '/',
          ...Object.fromEntries(CARRIED.flatMap((name) => (view[name] ? [[name, view[name]]] : []))),
          last_seen: now,
        };
  try {
    window.localStorage.setItem(VISIT_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode): a sale or sign-up is then credited to Direct.
  }
}

/**
 * The visit this browser is in, for a checkout or a sign-up to carry (the server credits the sale
 * or sign-up to it); undefined after 30 minutes idle or when none was kept.
 */
export function visitAttribution(now = Date.now()): VisitAttribution | undefined {
  const current = keptVisit();
  if (!current || now - current.last_seen > VISIT_IDLE_MS) return undefined;
  const { last_seen: _lastSeen, ...attribution } = current;
  return attribution;
}
