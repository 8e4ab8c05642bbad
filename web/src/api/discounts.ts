import type { DiscountPreviewAnswer } from '../../../modules/shop/shop-views.schemas.ts';
import { lazyAnswers } from '../lib/api-client';

export type DiscountPreview = DiscountPreviewAnswer;

const parsed = lazyAnswers(() => import('../../../modules/shop/shop-views.schemas.ts'));

/** A cart line as the server prices it: the id, the quantity and a pay-what-you-want price. */
export type PricedItem = { id: string; quantity: number; price?: number };

/**
 * What this cart would pay with `code` (the server prices it; nothing here is trusted). A code that
 * does not apply rejects with the server's one message for why ('This discount code has expired').
 */
export async function previewDiscount(
  input: { code: string; items: PricedItem[]; email?: string },
  signal?: AbortSignal,
): Promise<DiscountPreview> {
  const answer = await parsed('/api/shop/discounts/preview', (a) => a.discountPreviewAnswerSchema, {
    method: 'POST',
    body: input,
    // Not retried: a refusal is the answer (the client's retries would repeat a 400 three times).
    signal,
  });
  return answer.discount;
}
