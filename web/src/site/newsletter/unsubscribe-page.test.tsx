import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderSite } from '../site-test-utils';
import { UnsubscribePageContent } from './unsubscribe-page';

const UNSUBSCRIBE = '/api/subscriptions/unsubscribe/tok-9';

function renderPage() {
  return renderSite(<UnsubscribePageContent token="tok-9" />, {
    path: '/unsubscribe/tok-9',
    route: '/unsubscribe/:token',
  });
}

describe('UnsubscribePage', () => {
  it('asks first: opening the page sends nothing', async () => {
    const fetch = mockApi({ [UNSUBSCRIBE]: { success: true, message: 'You have been unsubscribed' } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('POSTs on the button and says "You have been unsubscribed"', async () => {
    const fetch = mockApi({ [UNSUBSCRIBE]: { success: true, message: 'You have been unsubscribed' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText('You have been unsubscribed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('shows the server’s error for an unknown link and lets the visitor try again', async () => {
    mockApi({
      [UNSUBSCRIBE]: () => Response.json({ error: 'Subscription not found' }, { status: 404 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Subscription not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends one request for a double click', async () => {
    const fetch = mockApi({ [UNSUBSCRIBE]: { success: true, message: 'You have been unsubscribed' } });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('You have been unsubscribed')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says "Unsubscribe failed" for an answer that makes no sense, and offers to try again', async () => {
    mockApi({ [UNSUBSCRIBE]: { success: true, message: 42 } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unsubscribe failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says "Network error. Please try again." when nothing answers', async () => {
    mockApi({
      [UNSUBSCRIBE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });
});
