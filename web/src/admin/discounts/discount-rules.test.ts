import { describe, expect, it } from 'vitest';
import {
  discountBody,
  discountLabel,
  fromLocalInput,
  initialDiscountForm,
  scopeOf,
  toLocalInput,
  validateDiscount,
} from './discount-rules';

const form = { ...initialDiscountForm(null), code: 'SAVE10', value: '10' };

describe('discount form rules', () => {
  it('accepts a percent code and sends nulls for blank dates and caps', () => {
    expect(validateDiscount(form)).toEqual({});
    expect(discountBody(form)).toEqual({
      code: 'SAVE10',
      percent_off: 10,
      amount_off: null,
      product_ids: [],
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_email: null,
      active: true,
    });
  });

  it('refuses a bad code, a percent out of 1..100, a zero amount, ends before starts, a cap of 0', () => {
    expect(
      validateDiscount({
        ...form,
        code: 'a b',
        value: '101',
        startsAt: '2026-12-02T00:00',
        endsAt: '2026-12-01T00:00',
        maxUses: '0',
        maxUsesPerEmail: '1.5',
      }),
    ).toEqual({
      code: 'A code is 3 to 40 letters, digits, - or _',
      value: 'Percent off must be a whole number from 1 to 100',
      endsAt: 'The end must be after the start',
      maxUses: 'A whole number, 1 or more (blank: no limit)',
      maxUsesPerEmail: 'A whole number, 1 or more (blank: no limit)',
    });
    expect(validateDiscount({ ...form, kind: 'amount', value: '0' }).value).toBe(
      'Amount off must be at least 0.01',
    );
  });

  it('sends an amount off in KES and round-trips a date through the datetime-local input', () => {
    const body = discountBody({ ...form, kind: 'amount', value: '250.5', maxUses: '5' });
    expect(body).toMatchObject({ amount_off: 250.5, percent_off: null, max_uses: 5 });
    const iso = fromLocalInput('2026-12-01T09:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-01T09:30');
    expect(discountLabel({ percent_off: 15, amount_off: null })).toBe('15% off');
    expect(discountLabel({ percent_off: null, amount_off: 500 })).toBe('KES 500.00 off');
  });

  it('names up to two products a code is scoped to, else counts them', () => {
    const names = new Map([
      ['a', 'Field guide'],
      ['b', 'Notes'],
    ]);
    const scoped = (product_ids: string[]) => scopeOf({ product_ids }, names);
    expect(scoped([])).toBe('Whole order');
    expect(scoped(['a', 'b'])).toBe('Field guide, Notes');
    expect(scoped(['a', 'c'])).toBe('2 products');
    expect(scoped(['a', 'b', 'c'])).toBe('3 products');
  });
});
