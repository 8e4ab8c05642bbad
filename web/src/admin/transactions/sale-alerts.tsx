import { useId } from 'react';
import type { SaleAlerts } from '../../../../modules/shop/shop-settings.schemas.ts';
import { useSaleAlertsMutation, useShopSettingsQuery } from '../../api/payments-admin';
import { Select } from '../../components/select';

const OPTIONS = [
  { value: 'each', label: 'An email per sale' },
  { value: 'daily', label: 'A daily digest' },
  { value: 'off', label: 'No emails' },
] as const;

/**
 * How the owner hears of sales (issue 32): saved as soon as it is chosen. Beside the transactions,
 * where sales are watched; `MAIL_OWNER` (else every admin) gets them.
 */
export function SaleAlertsControl() {
  const settings = useShopSettingsQuery();
  const save = useSaleAlertsMutation();
  const status = useId();
  const value = save.isPending ? save.variables : settings.data?.sale_alerts;
  return (
    <div className="w-full sm:w-56">
      <Select
        label="Sale alerts"
        options={OPTIONS}
        value={value ?? 'each'}
        disabled={!settings.data || save.isPending}
        onChange={(event) => save.mutate(event.target.value as SaleAlerts)}
      />
      <p id={status} role="status" className="mt-1 min-h-4 text-xs text-zinc-500 dark:text-zinc-400">
        {save.isError ? 'Not saved. Try again.' : save.isSuccess ? 'Saved' : ''}
      </p>
    </div>
  );
}
