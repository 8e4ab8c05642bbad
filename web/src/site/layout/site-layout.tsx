import { LazyOutlet } from '../../components/lazy-outlet';
import { RouteRobots } from '../../components/page-title';
import { Island } from '../../islands/island';
import { CART_STORAGE_KEY } from '../cart/cart-key';
import { SiteFooter } from './site-footer';

/**
 * The public frame: sticky header, the page, footer. The header is an island (its menu, search,
 * cart and theme wake at the visitor's first touch, or at once when a stored cart has a count to
 * show); the rest is the server's HTML.
 */
export function SiteLayout() {
  return (
    <>
      <RouteRobots />
      <div className="flex min-h-dvh flex-col">
        <Island name="site-header" wake="interaction" wakeWhenStored={CART_STORAGE_KEY} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <LazyOutlet className="min-h-[60vh]" />
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
