import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { ThemeProvider, useTheme } from './theme-provider';

function Probe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  );
}

function renderProbe() {
  render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );
  return screen.getByRole('button');
}

describe('ThemeProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts from the stored choice and applies it to the page root', () => {
    localStorage.setItem('theme', 'dark');
    const button = renderProbe();
    expect(button.textContent).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('toggles, stores the choice and ignores a second toggle within 200 ms', () => {
    const button = renderProbe();
    expect(button.textContent).toBe('light');

    fireEvent.click(button);
    expect(button.textContent).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(button);
    expect(button.textContent).toBe('dark');

    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(button);
    expect(button.textContent).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('lets a nested provider with its own key own the page root while mounted', () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('admin-theme', 'dark');
    const view = render(
      <ThemeProvider>
        <ThemeProvider storageKey="admin-theme">
          <Probe />
        </ThemeProvider>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    fireEvent.click(button);
    expect(localStorage.getItem('admin-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(button);
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    view.rerender(
      <ThemeProvider>
        <span />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('throws when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});

describe('ThemeProvider hydration', () => {
  beforeEach(() => {
    document.documentElement.classList.remove('dark');
  });

  it("hydrates the server's theme without a mismatch, then shows the browser's choice before paint", async () => {
    const tree = (
      <ThemeProvider initialTheme="light">
        <Probe />
      </ThemeProvider>
    );
    const html = serverHtml(tree);
    // The visitor chose dark in an earlier visit without the cookie; the inline script painted it.
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');

    const { container, errors } = await hydrateOver(html, tree);
    expect(errors.map(String)).toEqual([]);
    expect(container.textContent).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('hydrates without being told the theme, reading the cookie the server rendered from', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie a visitor brings from an earlier visit
    document.cookie = 'theme=dark; Path=/';
    const html = serverHtml(
      <ThemeProvider initialTheme="dark">
        <Probe />
      </ThemeProvider>,
    );
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');

    const { container, errors } = await hydrateOver(
      html,
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(errors.map(String)).toEqual([]);
    expect(container.textContent).toBe('dark');
  });

  it("writes the site's choice into the theme cookie, and the back office's choice nowhere but storage", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: clears the cookie earlier toggles of this file wrote
    document.cookie = 'theme=; Path=/; Max-Age=0';
    const view = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(document.cookie).toBe('theme=dark');
    view.unmount();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1_000);
    render(
      <ThemeProvider storageKey="admin-theme">
        <Probe />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem('admin-theme')).toBe('light');
    expect(document.cookie).toBe('theme=dark');
    vi.useRealTimers();
  });
});
