import { describe, expect, it } from 'vitest';
import { missKey } from './search-misses.ts';

describe('missKey', () => {
  it('normalises a query to lower-case words and a single space', () => {
    expect(missKey('  Kubernetes   TIPS! ')).toBe('kubernetes tips');
    expect(missKey('x'.repeat(150))).toHaveLength(100);
  });

  it('keeps nothing blank or looking like personal data', () => {
    expect(missKey('   ')).toBeNull();
    expect(missKey('&|!')).toBeNull();
    expect(missKey('jane.doe@example.com')).toBeNull();
    expect(missKey('call +254 712 345 678')).toBeNull();
    expect(missKey('0712345678')).toBeNull();
    // Short numbers are ordinary queries (a year, a version).
    expect(missKey('react 19 2026')).toBe('react 19 2026');
  });
});
