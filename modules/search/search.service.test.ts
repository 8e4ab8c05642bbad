import { describe, expect, it } from 'vitest';
import { queryWords, toTsQuery, typoBudget } from './search.service.ts';

describe('query building', () => {
  it('keeps letters and digits only, so the tsquery syntax cannot be injected', () => {
    expect(queryWords("  React & Vite:* | !(x) 'y' ")).toEqual(['react', 'vite', 'x', 'y']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('matches the last word as a prefix', () => {
    expect(toTsQuery(['type', 'scr'])).toBe('type & scr:*');
    expect(toTsQuery(['nairobi'])).toBe('nairobi:*');
  });

  it('keeps accented and non-Latin letters', () => {
    expect(queryWords('Café Nairobi')).toEqual(['café', 'nairobi']);
  });
});

describe('typoBudget', () => {
  it('forgives none under five letters, one from five to eight, two from nine, none in numbers', () => {
    expect(
      ['vite', 'react', 'nairobi', 'listings', 'javascript', '123456789', 'café'].map(typoBudget),
    ).toEqual([0, 1, 1, 1, 2, 0, 0]);
  });
});
