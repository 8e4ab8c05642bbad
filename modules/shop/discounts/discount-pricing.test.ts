import { describe, expect, it } from 'vitest';
import { capRefusal, discountMinor, eligibleMinor, windowRefusal } from './discount-pricing.ts';

const GUIDE = 'guide';
const NOTES = 'notes';
/** KES 1,500.00 + 2 × 250.50 = KES 2,001.00. */
const lines = [
  { productId: GUIDE, lineTotalMinor: 150_000 },
  { productId: NOTES, lineTotalMinor: 50_100 },
];
const percent = (percentOff: number, productIds: string[] = []) => ({
  percentOff,
  amountOffMinor: null,
  productIds,
});
const fixed = (amountOffMinor: number, productIds: string[] = []) => ({
  percentOff: null,
  amountOffMinor,
  productIds,
});

describe('discountMinor', () => {
  it('takes a percent of the whole order, rounded half up once in minor units', () => {
    expect(discountMinor(lines, percent(10))).toBe(20_010);
    // 15% of 200,100 is 30,015 exactly.
    expect(discountMinor(lines, percent(15))).toBe(30_015);
    // 33% of 200,100 = 66,033 exactly; 1% of 50,101 = 501.01 -> 501; 1% of 50,150 = 501.5 -> 502.
    expect(discountMinor(lines, percent(33))).toBe(66_033);
    expect(discountMinor([{ productId: GUIDE, lineTotalMinor: 50_101 }], percent(1))).toBe(501);
    expect(discountMinor([{ productId: GUIDE, lineTotalMinor: 50_150 }], percent(1))).toBe(502);
  });

  it('takes a percent of the in-scope lines only', () => {
    expect(discountMinor(lines, percent(10, [NOTES]))).toBe(5_010);
    expect(discountMinor(lines, percent(100, [GUIDE]))).toBe(150_000);
  });

  it('takes a fixed amount, capped at the in-scope subtotal so the order never goes below 0', () => {
    expect(discountMinor(lines, fixed(50_000))).toBe(50_000);
    expect(discountMinor(lines, fixed(50_000, [NOTES]))).toBe(50_000);
    expect(discountMinor(lines, fixed(60_000, [NOTES]))).toBe(50_100);
    expect(discountMinor(lines, fixed(10_000_000))).toBe(200_100);
  });

  it('takes 100% to exactly 0, and nothing off lines out of scope or free', () => {
    expect(discountMinor(lines, percent(100))).toBe(200_100);
    expect(discountMinor(lines, percent(50, ['other']))).toBe(0);
    expect(discountMinor([{ productId: GUIDE, lineTotalMinor: 0 }], fixed(100))).toBe(0);
  });

  it('sums the eligible lines', () => {
    expect(eligibleMinor(lines, { productIds: [] })).toBe(200_100);
    expect(eligibleMinor(lines, { productIds: [GUIDE, 'other'] })).toBe(150_000);
  });
});

describe('windowRefusal', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const open = { active: true, startsAt: null, endsAt: null, productIds: [] as string[] };

  it('lets an active, started, unexpired, in-scope code through', () => {
    expect(windowRefusal(open, lines, now)).toBeUndefined();
    expect(
      windowRefusal(
        { ...open, startsAt: new Date('2026-11-29T11:59:59Z'), endsAt: new Date('2026-11-29T12:00:01Z') },
        lines,
        now,
      ),
    ).toBeUndefined();
  });

  it('names one reason: inactive, then not started, expired (at the end instant), out of scope', () => {
    expect(windowRefusal({ ...open, active: false, endsAt: new Date(0) }, lines, now)).toBe('inactive');
    expect(windowRefusal({ ...open, startsAt: new Date('2026-11-29T12:00:01Z') }, lines, now)).toBe(
      'notStarted',
    );
    expect(windowRefusal({ ...open, endsAt: now }, lines, now)).toBe('expired');
    expect(windowRefusal({ ...open, productIds: ['other'] }, lines, now)).toBe('outOfScope');
  });
});

describe('capRefusal', () => {
  it('refuses at the total cap first, then at the email cap', () => {
    expect(capRefusal({ maxUses: 5, maxUsesPerEmail: 1 }, { total: 4, byEmail: 0 })).toBeUndefined();
    expect(capRefusal({ maxUses: 5, maxUsesPerEmail: 1 }, { total: 5, byEmail: 1 })).toBe('usedUp');
    expect(capRefusal({ maxUses: 5, maxUsesPerEmail: 1 }, { total: 4, byEmail: 1 })).toBe('usedByEmail');
    expect(
      capRefusal({ maxUses: null, maxUsesPerEmail: null }, { total: 1e6, byEmail: 1e6 }),
    ).toBeUndefined();
  });
});
