import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-utils';

describe('payment routes', () => {
  it('shows the callback page in the site frame, under its own title', async () => {
    renderApp('/payment/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Invalid payment response. Please contact support.')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Payment – Wanjiru Kamau'));
  });

  it('shows the receipt page, which has nothing to show without navigation state', async () => {
    renderApp('/receipt-preview');
    expect(await screen.findByRole('heading', { level: 1, name: 'No receipt data found' })).toBeTruthy();
  });

  it('sends a visit to /payment-success without an order to the home page', async () => {
    const { router } = renderApp('/payment-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
