import type { EntityManager } from '../../platform/db/index.ts';
import { ADMIN, ApiRouter, parse, sendPrivate } from '../../platform/http/index.ts';
import { type ShopSettingsView, shopSettingsUpdateSchema } from '../shop-settings.schemas.ts';
import { ShopSettings } from './shop-settings.entity.ts';

const ID = 'shop';
/** Gumroad's and Lemon Squeezy's default: the owner hears of every sale until they choose otherwise. */
export const DEFAULT_SHOP_SETTINGS: ShopSettingsView = { sale_alerts: 'each' };

/** Reads the shop's settings (the defaults until first saved). */
export async function readShopSettings(em: EntityManager): Promise<ShopSettingsView> {
  const row = await em.findOne(ShopSettings, { id: ID }, { refresh: true });
  return row ? { sale_alerts: row.saleAlerts } : DEFAULT_SHOP_SETTINGS;
}

/** `GET` and `PATCH /api/shop/settings` (admin): how the owner hears of sales. */
export function shopSettingsRoutes(em: EntityManager): ApiRouter {
  return new ApiRouter('/api/shop')
    .get('/settings', ADMIN, async (ctx) => {
      sendPrivate(ctx, { settings: await readShopSettings(em) });
    })
    .patch('/settings', ADMIN, async (ctx) => {
      const body = parse(shopSettingsUpdateSchema, ctx.request.body ?? {});
      await em.upsert(ShopSettings, { id: ID, saleAlerts: body.sale_alerts, updatedAt: new Date() });
      sendPrivate(ctx, { settings: await readShopSettings(em) });
    });
}
