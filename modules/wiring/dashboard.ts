import type { AdminModule } from '../admin/index.ts';
import type { BlogModule } from '../blog/index.ts';
import type { ContentModule } from '../content/index.ts';
import type { NewsletterModule } from '../newsletter/index.ts';
import type { PaymentsModule } from '../payments/index.ts';
import type { SearchModule } from '../search/index.ts';
import type { ShopModule } from '../shop/index.ts';

/** The dashboard's `GET /api/admin/summary`, adding up every module's part: wired last. */
export function wireDashboard(modules: {
  admin: AdminModule;
  content: ContentModule;
  blog: BlogModule;
  shop: ShopModule;
  newsletter: NewsletterModule;
  payments: PaymentsModule;
  search: SearchModule;
}) {
  const { admin, content, blog, shop, newsletter, payments, search } = modules;
  return admin.dashboardRoutes([
    (limit) => content.summary(limit),
    (limit) => blog.summary(limit),
    // The dashboard's counts have no products yet; the shop adds its latest products.
    async (limit) => ({ counts: {}, activity: (await shop.summary(limit)).activity }),
    (limit) => newsletter.summary(limit),
    () => payments.summary(),
    () => search.summary(),
  ]);
}
