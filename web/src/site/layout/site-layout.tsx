import { LazyOutlet } from '../../components/lazy-outlet';
import { RouteRobots } from '../../components/page-title';
import { Island } from '../../islands/island';
import { CART_LABEL_ID, cartLabel } from '../cart/cart-paint';
import { SiteFooter } from './site-footer';

/**
 * The public frame: sticky header, the page, footer. The header is an island (its menu, search,
 * cart and theme wake at the visitor's first touch); the rest is the server's HTML. The cart
 * button's name is the hidden text beside it, which the page's script writes from the stored cart
 * with its count (cart/cart-paint.ts), as it paints the badge.
 */
export function SiteLayout() {
  return (
    <>
      <RouteRobots />
      <div className="flex min-h-dvh flex-col">
        <Island name="site-header" wake="interaction" />
        <span id={CART_LABEL_ID} hidden>
          {cartLabel(0)}
        </span>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <LazyOutlet className="min-h-[60vh]" />
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
