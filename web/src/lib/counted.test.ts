import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('puts the noun in the singular for exactly one, the plural otherwise', () => {
    expect(counted(0, 'view')).toBe('0 views');
    expect(counted(1, 'view')).toBe('1 view');
    expect(counted(2, 'file')).toBe('2 files');
    expect(counted(1, 'reply', 'replies')).toBe('1 reply');
    expect(counted(4, 'reply', 'replies')).toBe('4 replies');
  });
});
