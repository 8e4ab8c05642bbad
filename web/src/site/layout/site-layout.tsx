import { LazyOutlet } from '../../components/lazy-outlet';
import { RouteRobots } from '../../components/page-title';
import { CartProvider } from '../cart/cart-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public frame: sticky header, the page, footer; the cart lives here, beside every public page. */
export function SiteLayout() {
  return (
    <CartProvider>
      <RouteRobots />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {/* Lazy pages load under the header, which stays in place. */}
          <LazyOutlet className="min-h-[60vh]" />
        </main>
        <SiteFooter />
      </div>
    </CartProvider>
  );
}
