import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets the later class win a conflict, and keeps the rest', () => {
    expect(cn('inline-flex px-4 py-2 text-sm', 'hidden sm:inline-flex px-2')).toBe(
      'py-2 text-sm hidden sm:inline-flex px-2',
    );
  });

  it('keeps clsx conditionals and drops falsy parts', () => {
    expect(cn('rounded-lg', false && 'ring-2', undefined, { 'opacity-50': true, 'opacity-100': false })).toBe(
      'rounded-lg opacity-50',
    );
  });
});
