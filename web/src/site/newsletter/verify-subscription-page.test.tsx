import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderSite } from '../site-test-utils';
import { VerifySubscriptionPageContent } from './verify-subscription-page';

const ROUTE = '/verify-subscription/:verificationToken';
const VERIFY = '/api/subscriptions/verify/tok-123';
const VERIFIED = 'Email verified successfully! Welcome to our newsletter.';

function renderPage() {
  return renderSite(
    <StrictMode>
      <VerifySubscriptionPageContent verificationToken="tok-123" />
    </StrictMode>,
    { path: '/verify-subscription/tok-123', route: ROUTE },
  );
}

function returnHome() {
  return screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href');
}

describe('VerifySubscriptionPage', () => {
  it('says it is verifying until the answer comes', async () => {
    mockApi({ [VERIFY]: () => new Promise<Response>(() => {}) as unknown as Response });
    renderPage();
    expect(await screen.findByText('Verifying your email…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Verifying your subscription' })).toBeTruthy();
    expect(returnHome()).toBe('/');
  });

  it('shows the success message, calling the server once even under StrictMode', async () => {
    const fetch = mockApi({ [VERIFY]: { success: true, message: VERIFIED } });
    renderPage();
    expect(await screen.findByText(VERIFIED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeTruthy();
    expect(returnHome()).toBe('/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason for a used or expired link, asked once', async () => {
    const fetch = mockApi({
      [VERIFY]: () =>
        Response.json(
          { success: false, error: 'This verification link has expired', code: 'token_expired' },
          { status: 410 },
        ),
    });
    renderPage();
    const reason = await screen.findByRole('alert');
    expect(reason.textContent).toBe('This verification link has expired');
    expect(returnHome()).toBe('/');
    // A 4xx is the link's final word: no retries.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows only the already-verified state, with no failure, when the link was used before', async () => {
    mockApi({
      [VERIFY]: () =>
        Response.json(
          {
            success: false,
            error: 'This verification link has already been used. Your email is already verified.',
            code: 'token_used',
          },
          { status: 409 },
        ),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is already verified' }),
    ).toBeTruthy();
    expect(
      screen
        .getByText('This verification link has already been used. Your email is already verified.')
        .getAttribute('role'),
    ).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('We could not verify your email')).toBeNull();
    expect(returnHome()).toBe('/');
  });

  it('falls back to "Verification failed" when the server gives no text', async () => {
    mockApi({ [VERIFY]: () => new Response('', { status: 400 }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Verification failed');
  });

  it('says "Verification failed" for an answer that makes no sense, asked once', async () => {
    const fetch = mockApi({ [VERIFY]: { success: 'yes' } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Verification failed');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says "Network error. Please try again." when nothing answers', async () => {
    mockApi({
      [VERIFY]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });
});
