import { useMatches } from 'react-router-dom';
import { pageTitle } from '../lib/site';
import type { RouteHandle } from '../route-handle';

/** The deepest matched route's title in the route table ('Search'), if any. */
function useRouteHandleTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1);
}

/**
 * The document title of a page without a share card: 'Search – Wanjiru Kamau' from the route
 * table's title (or `page` when given), the home page's title on a route without one. Rendered, not
 * set in an effect, so React keeps exactly one <title> in the head, on the server and as pages
 * change. The site's pages and the back office's layouts both use it (admin/ cannot import site/).
 */
export function PageTitle({ page }: { page?: string }) {
  const routeTitle = useRouteHandleTitle();
  return <title>{pageTitle(page ?? routeTitle)}</title>;
}

/**
 * `<meta name="robots" content="noindex">`, in the server's HTML only: that is what a search
 * engine reads, and a document load is how it reaches a page. Rendered in the browser too, React
 * took the server's copy (same name and content) as its own, the head's clean-up (main.tsx)
 * removed it, and moving to the next page threw on removing it again.
 */
export function NoIndex() {
  return import.meta.env.SSR ? <meta name="robots" content="noindex" /> : null;
}

/** `NoIndex` on a page the route table keeps out of search engines (checkout, payment, search…). */
export function RouteRobots() {
  const noindex = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.noindex);
  return noindex ? <NoIndex /> : null;
}
