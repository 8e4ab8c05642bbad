import { useRouteHandleTitle } from '../../components/route-title';
import { pageTitle } from '../../lib/site';
import { useSiteName } from './share-head';

/**
 * The document title of a page without a share card: 'Search – <owner>' from the route table's
 * title (or `page` when given), the home page's title on a route without one.
 */
export function PageTitle({ page }: { page?: string }) {
  const owner = useSiteName();
  const routeTitle = useRouteHandleTitle();
  return <title>{pageTitle(page ?? routeTitle, owner)}</title>;
}
