import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStylesheets } from './deferred-stylesheets';

const stylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

describe('applyDeferredStylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links each preloaded stylesheet once, in the preload’s mode; other preloads are left alone', () => {
    document.head.innerHTML =
      '<style>.a{}</style><link rel="preload" crossorigin href="/assets/index-1.css" as="style" fetchpriority="low">' +
      '<link rel="preload" href="/uploads/a.avif" as="image"><link rel="stylesheet" href="/assets/other.css">' +
      '<link rel="preload" href="/assets/other.css" as="style">';
    applyDeferredStylesheets(document);
    applyDeferredStylesheets(document);
    expect(stylesheets()).toEqual([
      ['/assets/other.css', null],
      ['/assets/index-1.css', ''],
    ]);
  });
});
