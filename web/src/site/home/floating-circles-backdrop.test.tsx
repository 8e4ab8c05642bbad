import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FloatingCirclesBackdrop } from './floating-circles-backdrop';

describe('FloatingCirclesBackdrop', () => {
  it('is drawn by the server, six circles, hidden from assistive technology (it is never hydrated)', () => {
    const html = renderToString(<FloatingCirclesBackdrop />);
    expect(html.match(/<span /g)).toHaveLength(6);
    expect(html).toContain('aria-hidden="true"');
  });
});
