// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function Probe() {
  return <output>{useTheme().theme}</output>;
}

describe('ThemeProvider on the server', () => {
  it('renders the theme it is given, without a window', () => {
    const html = renderToString(
      <ThemeProvider initialTheme="dark">
        <Probe />
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(html).toContain('<output>dark</output>');
    expect(html).toContain('aria-label="Switch to light mode"');
  });

  it('renders light when the visitor has no theme cookie', () => {
    const html = renderToString(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(html).toContain('<output>light</output>');
  });
});
