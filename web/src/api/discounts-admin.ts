import {
  type AdminDiscount,
  adminDiscountAnswerSchema,
  adminDiscountsAnswerSchema,
} from '../../../modules/shop/shop-views.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest } from '../lib/api-client';
import { itemPath, pageParam, queryString, useAdminMutation, useFilteredList } from './admin-api';

export type { AdminDiscount };

/** What the admin's form sends: the API's own fields (amounts in KES, dates ISO or null). */
export type DiscountBody = {
  code?: string;
  percent_off?: number | null;
  amount_off?: number | null;
  product_ids?: string[];
  starts_at?: string | null;
  ends_at?: string | null;
  max_uses?: number | null;
  max_uses_per_email?: number | null;
  active?: boolean;
};

/** One page of the codes, newest first, each with its uses. */
export function useAdminDiscounts(page: number) {
  return useFilteredList(adminKeys.discounts.list(page), (signal) =>
    adminRequest(`/api/shop/discounts${queryString({ page: pageParam(page) })}`, adminDiscountsAnswerSchema, {
      signal,
    }),
  );
}

const saveDiscount = ({ id, body }: { id: string | null; body: DiscountBody }) =>
  adminRequest(itemPath('/api/shop/discounts', id), adminDiscountAnswerSchema, {
    method: id ? 'PATCH' : 'POST',
    body,
  });

export function useDiscountMutations() {
  return { save: useAdminMutation(saveDiscount, [adminKeys.discounts.all]) };
}
