import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_MESSAGES } from '../../api/order-recovery';
import { mockApi, renderSite } from '../site-test-utils';
import { OrderHelpPageContent } from './order-help-page';

const RECOVER = '/api/pesapal/recover-order';
const NEUTRAL =
  'If we find a paid order for these details, we will email its receipt and download links to you shortly.';
const REFERENCE_LABEL = 'M-Pesa confirmation code or order reference';

function renderPage() {
  return renderSite(<OrderHelpPageContent />, { path: '/order-help', route: '/order-help' });
}

async function fillAndSend(email: string, reference: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  if (reference) await user.type(screen.getByLabelText(REFERENCE_LABEL), reference);
  await user.click(screen.getByRole('button', { name: 'Send my downloads' }));
  return user;
}

// The answer sits in a polite live region (the router probe is an <output>, a status too).
async function announced(text: string): Promise<boolean> {
  const message = await screen.findByText(text);
  return message.closest('[role="status"]') !== null;
}

const bodiesSent = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === RECOVER)
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderHelpPageContent', () => {
  it('labels both fields and sends nothing until they are right', async () => {
    const fetch = mockApi({ [RECOVER]: { success: true, message: NEUTRAL } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Get your downloads again' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Get your downloads again' })).toBeTruthy();
    await fillAndSend('', '');
    expect(screen.getByText(RECOVERY_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(RECOVERY_MESSAGES.referenceRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesSent(fetch)).toEqual([]);
  });

  it('refuses a malformed email and a too-short code', async () => {
    const fetch = mockApi({ [RECOVER]: { success: true, message: NEUTRAL } });
    renderPage();
    await fillAndSend('buyer@example', 'QK1');
    expect(screen.getByText(RECOVERY_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(RECOVERY_MESSAGES.referenceRequired)).toBeTruthy();
    expect(bodiesSent(fetch)).toEqual([]);
  });

  it('sends the trimmed details and shows the answer the server gives', async () => {
    const fetch = mockApi({ [RECOVER]: { success: true, message: NEUTRAL } });
    renderPage();
    const user = await fillAndSend('  buyer@example.com ', ' QK12ABC345 ');
    expect(await announced(NEUTRAL)).toBe(true);
    expect(bodiesSent(fetch)).toEqual([{ email: 'buyer@example.com', reference: 'QK12ABC345' }]);
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Check another order' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('shows whatever message the server answers, word for word', async () => {
    mockApi({ [RECOVER]: { success: true, message: 'Check your inbox in a minute.' } });
    renderPage();
    await fillAndSend('buyer@example.com', 'ORD-1700000000000');
    expect(await announced('Check your inbox in a minute.')).toBe(true);
  });

  it('sends one request when the form is submitted twice in a row', async () => {
    const fetch = mockApi({ [RECOVER]: { success: true, message: NEUTRAL } });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'buyer@example.com');
    await user.type(screen.getByLabelText(REFERENCE_LABEL), 'QK12ABC345');
    const form = screen.getByRole('form', { name: 'Get your downloads again' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await announced(NEUTRAL)).toBe(true);
    expect(bodiesSent(fetch)).toHaveLength(1);
  });

  it('says it could not check the order when the answer makes no sense', async () => {
    mockApi({ [RECOVER]: { success: true } });
    renderPage();
    await fillAndSend('buyer@example.com', 'QK12ABC345');
    expect((await screen.findByRole('alert')).textContent).toBe(RECOVERY_MESSAGES.failed);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('buyer@example.com');
  });

  it('says clearly when the visitor has tried too often', async () => {
    mockApi({
      [RECOVER]: () =>
        Response.json(
          { success: false, error: 'Too many requests. Please try again later.', code: 'rate_limited' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
    });
    renderPage();
    await fillAndSend('buyer@example.com', 'QK12ABC345');
    expect((await screen.findByRole('alert')).textContent).toBe(RECOVERY_MESSAGES.rateLimited);
    // The form stays, so the visitor can try again later without retyping.
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('buyer@example.com');
  });

  it("shows the server's own words for a refused body", async () => {
    mockApi({
      [RECOVER]: () =>
        Response.json(
          { success: false, error: 'A valid email address is required', code: 'validation_failed' },
          { status: 400 },
        ),
    });
    renderPage();
    await fillAndSend('buyer@example.com', 'QK12ABC345');
    expect((await screen.findByRole('alert')).textContent).toBe('A valid email address is required');
  });

  it('offers a way to try again when the server fails', async () => {
    const fetch = mockApi({
      [RECOVER]: () => Response.json({ success: false, error: 'Internal Server Error' }, { status: 500 }),
    });
    renderPage();
    await fillAndSend('buyer@example.com', 'QK12ABC345');
    expect((await screen.findByRole('alert')).textContent).toBe(RECOVERY_MESSAGES.failed);
    await waitFor(() => expect(bodiesSent(fetch)).toHaveLength(1));
  });
});
