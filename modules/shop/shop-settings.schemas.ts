import { z } from 'zod';

/** How the owner hears of sales: an email per sale, one digest a day, or not at all. */
export const SALE_ALERTS = ['each', 'daily', 'off'] as const;
export type SaleAlerts = (typeof SALE_ALERTS)[number];

/** The shop's own settings as the admin reads and writes them (`GET`/`PATCH /api/shop/settings`). */
export const shopSettingsSchema = z.object({ sale_alerts: z.enum(SALE_ALERTS) });
export type ShopSettingsView = z.infer<typeof shopSettingsSchema>;

export const shopSettingsUpdateSchema = z.strictObject({
  sale_alerts: z.enum(SALE_ALERTS, 'Choose each, daily or off'),
});

export const shopSettingsAnswer = z.object({ settings: shopSettingsSchema });
