import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, SharePanel } from './share-panel';

describe('SharePanel', () => {
  afterEach(() => vi.useRealTimers());

  it('links the seven networks with the URL and title', () => {
    render(<SharePanel url="https://example.com/blog/a" title="A & B" />);
    const names = ['Twitter', 'Facebook', 'LinkedIn', 'Reddit', 'WhatsApp', 'Telegram', 'Pinterest'];
    for (const name of names) {
      const link = screen.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
      expect(link.getAttribute('href')).toContain(encodeURIComponent('https://example.com/blog/a'));
    }
    expect(screen.getByRole('link', { name: /Twitter/ }).getAttribute('href')).toContain('A%20%26%20B');
    expect((screen.getByLabelText('Post address') as HTMLInputElement).readOnly).toBe(true);
  });

  it("copies the link and shows 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<SharePanel url="https://example.com/blog/a" title="A" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://example.com/blog/a');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });
});
