import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderSite } from '../site-test-utils';
import { NewsletterForm } from './newsletter-form';

const SUBSCRIBE = '/api/subscriptions/subscribe';
const CHECK_EMAIL = 'Thanks! Please check your email to confirm your subscription.';

function fill(email: string, name = '') {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Name (optional)'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

/** The message line under the form, once it says something. */
async function message(text: string) {
  const line = await screen.findByText(text);
  expect(line.getAttribute('role')).toBe('status');
  return line;
}

describe('NewsletterForm', () => {
  it('asks for a required email and an optional name', () => {
    mockApi({});
    renderSite(<NewsletterForm />);
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    const name = screen.getByLabelText('Name (optional)') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(name.required).toBe(false);
    expect(name.placeholder).toBe('Your Name (Optional)');
  });

  it('shows Subscribing... while the call runs, then the server’s message in green', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = mockApi({
      [SUBSCRIBE]: () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    renderSite(<NewsletterForm />);
    fill(' ada@example.com ', 'Ada');

    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', name: 'Ada' });

    answer(Response.json({ success: true, message: CHECK_EMAIL }));
    const line = await message(CHECK_EMAIL);
    expect(line.dataset.tone).toBe('success');
    expect(line.className).toContain('text-emerald-700');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('shows a message containing "success" in green too', async () => {
    mockApi({ [SUBSCRIBE]: { success: true, message: 'Subscribed successfully' } });
    renderSite(<NewsletterForm />);
    fill('ada@example.com');
    expect((await message('Subscribed successfully')).dataset.tone).toBe('success');
  });

  it('shows the server’s error text in red', async () => {
    mockApi({
      [SUBSCRIBE]: () =>
        Response.json(
          { success: false, error: 'Too many requests, please try again later', code: 'rate_limited' },
          { status: 429 },
        ),
    });
    renderSite(<NewsletterForm />);
    fill('ada@example.com');
    const line = await message('Too many requests, please try again later');
    expect(line.dataset.tone).toBe('error');
    expect(line.className).toContain('text-rose-700');
    // A refused address stays in the box to be corrected.
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('sends one request when the form is submitted twice in a row', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = mockApi({
      [SUBSCRIBE]: () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    renderSite(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Subscribing...' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(Response.json({ success: true, message: CHECK_EMAIL }));
    await message(CHECK_EMAIL);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a message missing', { success: true }],
    ['not JSON', () => new Response('<html>', { status: 200 })],
  ])('says "Subscription failed" in red for an answer with %s', async (_title, answer) => {
    mockApi({ [SUBSCRIBE]: answer });
    renderSite(<NewsletterForm />);
    fill('ada@example.com');
    expect((await message('Subscription failed')).dataset.tone).toBe('error');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('falls back to "Subscription failed" when the server gives no text', async () => {
    mockApi({ [SUBSCRIBE]: () => new Response('oops', { status: 500 }) });
    renderSite(<NewsletterForm />);
    fill('ada@example.com');
    expect((await message('Subscription failed')).dataset.tone).toBe('error');
  });

  it('says "Failed to subscribe. Please try again." when the network fails', async () => {
    mockApi({
      [SUBSCRIBE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSite(<NewsletterForm />);
    fill('ada@example.com');
    expect((await message('Failed to subscribe. Please try again.')).dataset.tone).toBe('error');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy());
  });
});
