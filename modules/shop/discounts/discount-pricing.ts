import type { DiscountRefusal } from '../discounts.schemas.ts';

/** What a discount takes off: a percent or a fixed amount, over the lines in scope (empty: all). */
export type DiscountTerms = {
  percentOff: number | null;
  amountOffMinor: number | null;
  productIds: readonly string[];
};

/** When and whether a code may be used at all, before its uses are counted. */
export type DiscountWindow = { active: boolean; startsAt?: Date | null; endsAt?: Date | null };

export type DiscountedLine = { productId: string; lineTotalMinor: number };

/**
 * The amount off, in integer minor units: a percent of the in-scope lines' total rounded half
 * up once (not per line, so 10 lines never round 10 times), or a fixed amount capped at that
 * total. Never more than the in-scope total, so the order never goes below 0.
 */
export function discountMinor(lines: readonly DiscountedLine[], terms: DiscountTerms): number {
  const eligible = eligibleMinor(lines, terms);
  if (eligible <= 0) return 0;
  if (terms.percentOff != null) {
    const percent = Math.min(100, Math.max(0, terms.percentOff));
    return Math.min(eligible, Math.floor((eligible * percent + 50) / 100));
  }
  return Math.min(eligible, Math.max(0, terms.amountOffMinor ?? 0));
}

/** The total of the lines a discount applies to: every line, or those of its products. */
export function eligibleMinor(
  lines: readonly DiscountedLine[],
  terms: Pick<DiscountTerms, 'productIds'>,
): number {
  const scope = new Set(terms.productIds);
  return lines
    .filter((line) => scope.size === 0 || scope.has(line.productId))
    .reduce((sum, line) => sum + line.lineTotalMinor, 0);
}

/**
 * Why a code cannot apply to these lines now, uses aside (those are counted under the
 * discount's lock); undefined when it can. Inactive first, then the dates, then the scope.
 */
export function windowRefusal(
  discount: DiscountWindow & Pick<DiscountTerms, 'productIds'>,
  lines: readonly DiscountedLine[],
  now: Date,
): DiscountRefusal | undefined {
  if (!discount.active) return 'inactive';
  if (discount.startsAt && now < discount.startsAt) return 'notStarted';
  if (discount.endsAt && now >= discount.endsAt) return 'expired';
  const scope = new Set(discount.productIds);
  if (scope.size > 0 && !lines.some((line) => scope.has(line.productId))) return 'outOfScope';
  return undefined;
}

/** Whether the caps leave a use for this buyer: the total first, then the buyer's own. */
export function capRefusal(
  caps: { maxUses: number | null; maxUsesPerEmail: number | null },
  held: { total: number; byEmail: number },
): DiscountRefusal | undefined {
  if (caps.maxUses != null && held.total >= caps.maxUses) return 'usedUp';
  if (caps.maxUsesPerEmail != null && held.byEmail >= caps.maxUsesPerEmail) return 'usedByEmail';
  return undefined;
}
