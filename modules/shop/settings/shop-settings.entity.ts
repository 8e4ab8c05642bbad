import { p } from '@mikro-orm/core';
import { table, updatedAtColumn } from '../../platform/db/index.ts';
import type { SaleAlerts } from '../shop-settings.schemas.ts';

/** The one row of the shop's settings (id 'shop'); absent until first saved (then the defaults hold). */
export const ShopSettingsSchema = table('ShopSettings', 'shop_settings', {
  id: p.string().length(10).primary(),
  saleAlerts: p.string().length(10).$type<SaleAlerts>(),
  updatedAt: updatedAtColumn(),
});

export class ShopSettings extends ShopSettingsSchema.class {}
ShopSettingsSchema.setClass(ShopSettings);
