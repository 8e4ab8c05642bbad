import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ONE_VALUE_PER_FILTER, queryFlag, queryText } from './index.ts';

const schema = z.object({ search: queryText(5, 'Too long'), active: queryFlag('active') });
const error = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('list filters from the query string', () => {
  it('reads text trimmed, a flag as a boolean, and empty values as no filter', () => {
    expect(schema.parse({ search: ' deed ', active: 'false' })).toEqual({ search: 'deed', active: false });
    expect(schema.parse({ search: '', active: '' })).toEqual({ search: undefined, active: undefined });
    expect(schema.parse({})).toEqual({ search: undefined, active: undefined });
  });

  it('refuses what it cannot apply, saying why', () => {
    expect(error({ search: 'longer' })).toBe('Too long');
    expect(error({ search: ['a', 'b'] })).toBe(ONE_VALUE_PER_FILTER);
    expect(error({ active: 'maybe' })).toBe('active must be true or false');
    expect(error({ active: ['true', 'false'] })).toBe('active must be true or false');
  });
});
