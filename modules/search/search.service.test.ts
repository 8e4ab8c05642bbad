import { describe, expect, it } from 'vitest';
import { queryWords, toTsQuery } from './search.service.ts';

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
