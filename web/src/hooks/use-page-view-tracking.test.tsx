import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reportPageView } from '../lib/beacon';
import { usePageViewTracking } from './use-page-view-tracking';

function Tracker({ report }: { report: (path: string) => void }) {
  usePageViewTracking(report);
  return null;
}

function renderAt(path: string, report: (path: string) => void) {
  const router = createMemoryRouter([{ path: '*', element: <Tracker report={report} /> }], {
    initialEntries: [path],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('usePageViewTracking', () => {
  it('reports the first path once, even under StrictMode', () => {
    const report = vi.fn();
    renderAt('/', report);
    expect(report.mock.calls).toEqual([['/']]);
  });

  it('reports each pathname change but not hash or query changes', async () => {
    const report = vi.fn();
    const router = renderAt('/', report);

    await act(() => router.navigate('/blog/hello-world'));
    await act(() => router.navigate('/blog/hello-world#comments'));
    await act(() => router.navigate('/search?q=react'));
    await act(() => router.navigate('/search?q=vite'));
    await act(() => router.navigate('/'));

    expect(report.mock.calls).toEqual([['/'], ['/blog/hello-world'], ['/search'], ['/']]);
  });
});

describe('reportPageView', () => {
  it('POSTs the path as JSON with keepalive', () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));

    reportPageView('/blog/hello', send);

    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/track');
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    expect(init?.body).toBe('{"page_path":"/blog/hello"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('never throws or retries when the call fails', async () => {
    const rejecting = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const throwing = vi.fn<typeof fetch>(() => {
      throw new Error('no fetch');
    });

    expect(() => reportPageView('/', rejecting)).not.toThrow();
    expect(() => reportPageView('/', throwing)).not.toThrow();
    await Promise.resolve();
    expect(rejecting).toHaveBeenCalledTimes(1);
  });
});
