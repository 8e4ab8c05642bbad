import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';

/**
 * Hydrates `element` over `serverHtml` as the browser will over the server's page, and collects
 * what React complains about: recoverable errors (a hydration mismatch, #418, throws the server's
 * HTML away and renders from scratch) and console errors. Unmounted when the test ends.
 */
export async function hydrateOver(serverHtml: string, element: ReactNode, identifierPrefix?: string) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => errors.push(error),
      ...(identifierPrefix !== undefined && { identifierPrefix }),
    });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
  return { container, errors };
}

/**
 * The server's HTML for `element`, rendered before the test gives the browser its own state
 * (storage, the page root's class), so it shows only what a server could know.
 */
export const serverHtml = (element: ReactNode, identifierPrefix?: string): string =>
  renderToString(element, identifierPrefix === undefined ? {} : { identifierPrefix });
