import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../lib/admin-session-keys';
import { pageViewBody, reportPageView } from '../lib/beacon';
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

const SITE = 'https://wanjiru.example';
const at = (pathname: string, search = '') => ({ pathname, search, origin: SITE });

describe('pageViewBody', () => {
  it('sends the campaign parameters and a foreign referrer’s origin, nothing else of either', () => {
    expect(
      pageViewBody(
        at('/blog/hello', '?utm_source=newsletter&utm_medium=email&utm_campaign=nov&ref=x&token=secret&q=1'),
        'https://www.google.co.ke/search?q=land+in+kitengela',
      ),
    ).toEqual({
      page_path: '/blog/hello',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'nov',
      ref: 'x',
      referrer: 'https://www.google.co.ke',
    });
  });

  it('leaves out the site’s own referrer, a broken one and empty parameters', () => {
    expect(pageViewBody(at('/shop', '?utm_source='), `${SITE}/blog/hello`)).toEqual({ page_path: '/shop' });
    expect(pageViewBody(at('/shop'), 'not a url')).toEqual({ page_path: '/shop' });
    expect(pageViewBody(at('/shop'), '')).toEqual({ page_path: '/shop' });
  });

  it('cuts a parameter at 500 characters', () => {
    const body = pageViewBody(at('/', `?utm_campaign=${'a'.repeat(600)}`), '');
    expect(body.utm_campaign).toHaveLength(500);
  });
});

describe('reportPageView', () => {
  afterEach(() => localStorage.clear());

  it('POSTs the path as JSON with keepalive', () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));

    reportPageView(at('/blog/hello'), '', send);

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

    expect(() => reportPageView(at('/'), '', rejecting)).not.toThrow();
    expect(() => reportPageView(at('/'), '', throwing)).not.toThrow();
    await Promise.resolve();
    expect(rejecting).toHaveBeenCalledTimes(1);
  });

  it('reports nothing while the owner is signed in on this browser', () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    localStorage.setItem(ADMIN_TOKEN_KEY, 'a-token');
    reportPageView(at('/'), '', send);
    expect(send).not.toHaveBeenCalled();
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    reportPageView(at('/'), '', send);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
