import { describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  createToggleLock,
  resolveClientTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  themeFromCookie,
} from './theme';

function storageWith(value: string | null) {
  return { getItem: vi.fn((key: string) => (key === THEME_STORAGE_KEY ? value : null)) };
}

function rootWith(dark: boolean) {
  const root = document.createElement('html');
  root.classList.toggle('dark', dark);
  return root;
}

describe('resolveClientTheme', () => {
  it('prefers the stored choice over what the page root shows', () => {
    expect(resolveClientTheme(storageWith('light'), rootWith(true))).toBe('light');
    expect(resolveClientTheme(storageWith('dark'), rootWith(false))).toBe('dark');
  });

  it("reads the page root's class (the inline script's system choice) when nothing valid is stored", () => {
    expect(resolveClientTheme(storageWith(null), rootWith(true))).toBe('dark');
    expect(resolveClientTheme(storageWith('purple'), rootWith(true))).toBe('dark');
    expect(resolveClientTheme(storageWith(null), rootWith(false))).toBe('light');
    expect(resolveClientTheme(null, rootWith(false))).toBe('light');
  });

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(resolveClientTheme(blocked, rootWith(true))).toBe('dark');
  });

  it('reads its own key', () => {
    const storage = { getItem: (key: string) => (key === 'admin-theme' ? 'dark' : 'light') };
    expect(resolveClientTheme(storage, rootWith(false), 'admin-theme')).toBe('dark');
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

  it("writes the site's choice into the year-long 'theme' cookie the server reads", () => {
    const jar = { cookie: '' };
    storeTheme('dark', { setItem: vi.fn() }, THEME_STORAGE_KEY, jar);
    expect(jar.cookie).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it("keeps the back office's choice out of the site's cookie", () => {
    const jar = { cookie: '' };
    const storage = { setItem: vi.fn() };
    storeTheme('dark', storage, 'admin-theme', jar);
    expect(storage.setItem).toHaveBeenCalledWith('admin-theme', 'dark');
    expect(jar.cookie).toBe('');
  });
});

describe('themeFromCookie', () => {
  it('reads the theme among other cookies and ignores anything else', () => {
    expect(themeFromCookie('sid=1; theme=dark; other=x')).toBe('dark');
    expect(themeFromCookie('theme=light')).toBe('light');
    expect(themeFromCookie('theme=purple')).toBeUndefined();
    expect(themeFromCookie('admin-theme=dark')).toBeUndefined();
    expect(themeFromCookie(undefined)).toBeUndefined();
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
