import { LazyOutlet } from '../../components/lazy-outlet';
import { RouteRobots } from '../../components/page-title';
import { Island } from '../../islands/island';
import { SiteFooter } from './site-footer';

/**
 * The public frame: sticky header, the page, footer. The header is an island (its menu, search,
 * cart and theme wake at the visitor's first touch); the rest is the server's HTML.
 */
export function SiteLayout() {
  return (
    <>
      <RouteRobots />
      <div className="flex min-h-dvh flex-col">
        <Island name="site-header" wake="interaction" />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <LazyOutlet className="min-h-[60vh]" />
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
