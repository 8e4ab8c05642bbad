import { describe, expect, it } from 'vitest';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { FloatingCirclesBackdrop } from './floating-circles-backdrop';

describe('FloatingCirclesBackdrop', () => {
  it("hydrates the server's empty backdrop without a mismatch, then draws its six circles", async () => {
    const html = serverHtml(<FloatingCirclesBackdrop />);
    const { container, errors } = await hydrateOver(html, <FloatingCirclesBackdrop />);
    expect(errors.map(String)).toEqual([]);
    expect(container.querySelectorAll('span')).toHaveLength(6);
  });
});
