import { describe, expect, it } from 'vitest';
import { visitorHash } from './visitor.ts';

describe('visitorHash', () => {
  it('is stable for the same salt, IP and agent', () => {
    expect(visitorHash('s', '10.0.0.1', 'UA')).toBe(visitorHash('s', '10.0.0.1', 'UA'));
    expect(visitorHash('s', '10.0.0.1', 'UA')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the salt, the IP or the agent', () => {
    const base = visitorHash('s', '10.0.0.1', 'UA');
    expect(visitorHash('t', '10.0.0.1', 'UA')).not.toBe(base);
    expect(visitorHash('s', '10.0.0.2', 'UA')).not.toBe(base);
    expect(visitorHash('s', '10.0.0.1', 'UB')).not.toBe(base);
  });

  it('does not confuse field boundaries', () => {
    expect(visitorHash('s', '1.2.3.4', '5UA')).not.toBe(visitorHash('s', '1.2.3.45', 'UA'));
  });
});
