import { createContext, type ReactNode, useContext } from 'react';

/**
 * The site's public origin ('https://example.com', no trailing slash) for absolute URLs in the
 * head and share links. The server render passes PUBLIC_URL's; the browser falls back to its own
 * address, and a render with neither (a test in Node) gives '' and so root-relative URLs.
 */
const SiteOriginContext = createContext<string | undefined>(undefined);

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext value={origin.replace(/\/+$/, '')}>{children}</SiteOriginContext>;
}

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  if (origin !== undefined) return origin;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
