import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrateOver, serverHtml } from '../hydration-test-utils';
import { Button } from './button';

/** The buttons of server HTML, as the browser parses them. */
function buttonsOf(html: string): Record<string, boolean> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return Object.fromEntries(
    [...holder.querySelectorAll('button')].map((button) => [button.textContent, button.disabled]),
  );
}

function Form() {
  return (
    <form>
      <Button type="submit">Subscribe</Button>
      <Button>Toggle</Button>
    </form>
  );
}

describe('a submit button before the app runs', () => {
  it("is disabled in the server's HTML, so the browser cannot send its form itself", () => {
    expect(buttonsOf(serverHtml(<Form />))).toEqual({ Subscribe: true, Toggle: false });
  });

  it('stays enabled when its form works as plain HTML (submitsWithoutApp)', () => {
    const html = serverHtml(
      <Button type="submit" submitsWithoutApp>
        Search
      </Button>,
    );
    expect(buttonsOf(html)).toEqual({ Search: false });
  });

  it('is enabled once hydrated, with no mismatch', async () => {
    const { container, errors } = await hydrateOver(serverHtml(<Form />), <Form />);
    expect(errors).toEqual([]);
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
  });

  it('is enabled at once in a page the browser renders (the back office)', () => {
    render(<Form />);
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps its own disabled and loading states', () => {
    render(
      <>
        <Button type="submit" disabled>
          Off
        </Button>
        <Button type="submit" loading>
          Busy
        </Button>
      </>,
    );
    expect((screen.getByRole('button', { name: 'Off' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Busy' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
