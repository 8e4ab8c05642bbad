import { describe, expect, it, vi } from 'vitest';
import { applyTheme, createToggleLock, resolveInitialTheme, storeTheme, THEME_STORAGE_KEY } from './theme';

function storageWith(value: string | null) {
  return { getItem: vi.fn((key: string) => (key === THEME_STORAGE_KEY ? value : null)) };
}

function media(dark: boolean) {
  return vi.fn((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
}

describe('resolveInitialTheme', () => {
  it('prefers the stored choice over the system preference', () => {
    expect(resolveInitialTheme(storageWith('light'), media(true))).toBe('light');
    expect(resolveInitialTheme(storageWith('dark'), media(false))).toBe('dark');
  });

  it('uses the system preference when nothing valid is stored', () => {
    expect(resolveInitialTheme(storageWith(null), media(true))).toBe('dark');
    expect(resolveInitialTheme(storageWith('purple'), media(true))).toBe('dark');
    expect(resolveInitialTheme(storageWith(null), media(false))).toBe('light');
  });

  it('falls back to light without storage or matchMedia', () => {
    expect(resolveInitialTheme(null, null)).toBe('light');
    expect(resolveInitialTheme()).toBe('light');
  });

  it('survives storage and matchMedia that throw', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(resolveInitialTheme(blocked, media(true))).toBe('dark');
    expect(
      resolveInitialTheme(blocked, () => {
        throw new Error('nope');
      }),
    ).toBe('light');
  });
});

describe('storeTheme', () => {
  it("stores the choice under the 'theme' key", () => {
    const storage = { setItem: vi.fn() };
    storeTheme('dark', storage);
    expect(storage.setItem).toHaveBeenCalledWith('theme', 'dark');
  });

  it('ignores storage failures', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() => storeTheme('light', storage)).not.toThrow();
  });
});

describe('applyTheme', () => {
  it('sets and removes the dark class on the root', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});

describe('createToggleLock', () => {
  it('ignores a second toggle inside 200 ms and allows one after', () => {
    let time = 1_000;
    const tryAcquire = createToggleLock(200, () => time);

    expect(tryAcquire()).toBe(true);
    time += 199;
    expect(tryAcquire()).toBe(false);
    time += 1;
    expect(tryAcquire()).toBe(true);
    time += 50;
    expect(tryAcquire()).toBe(false);
  });

  it('does not extend the lock with ignored toggles', () => {
    let time = 0;
    const tryAcquire = createToggleLock(200, () => time);
    tryAcquire();
    time = 150;
    expect(tryAcquire()).toBe(false);
    time = 200;
    expect(tryAcquire()).toBe(true);
  });
});
