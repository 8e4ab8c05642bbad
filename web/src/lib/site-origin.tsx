import { createContext, type ReactNode, useContext } from 'react';

// Minimal version made by the server-render work (issue 19); the head components' work owns this
// file and may extend it.
const SiteOrigin = createContext<string | undefined>(undefined);

/** The public origin (PUBLIC_URL) for share and canonical links; the server knows no window. */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOrigin.Provider value={origin.replace(/\/+$/, '')}>{children}</SiteOrigin.Provider>;
}

/** The site's origin: the provider's, else the browser's own. */
export function useSiteOrigin(): string {
  const origin = useContext(SiteOrigin);
  if (origin !== undefined) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
