import { useMatches, useParams } from 'react-router-dom';
import { PageTitle } from '../components/page-title';
import type { RouteHandle } from '../route-handle';
import { Island } from './island';

/**
 * A page that is one island under its title (checkout, payment, search…): the element of a route
 * whose table entry names its `island` (site/site-routes.tsx).
 */
export function IslandPage() {
  const params = useParams();
  const island = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.island)
    .findLast((found) => found !== undefined);
  if (!island) throw new Error('IslandPage is the element of a route with an island');
  const Skeleton = island.skeleton;
  return (
    <>
      <PageTitle />
      <Island
        name={island.name}
        wake={island.wake}
        props={island.props?.(params) as never}
        browserOnly={Skeleton ? <Skeleton /> : undefined}
      />
    </>
  );
}
