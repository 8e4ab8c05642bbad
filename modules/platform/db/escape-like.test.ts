import { describe, expect, it } from 'vitest';
import { escapeLike } from './escape-like.ts';

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%')).toBe('50\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('back\\slash')).toBe('back\\\\slash');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves other text as it is', () => {
    expect(escapeLike('')).toBe('');
    expect(escapeLike("Jane O'Neil +254 (7) é*?[]")).toBe("Jane O'Neil +254 (7) é*?[]");
  });
});
