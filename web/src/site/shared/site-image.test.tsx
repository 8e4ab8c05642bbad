import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageFacts } from '../../api/images';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { mockApi } from '../site-test-utils';
import { IMAGE_SIZES } from './picture-sources';
import { SiteImage } from './site-image';

const SRC = '/uploads/0f8b3c2a-1d4e-4f5a-9b6c-7d8e9f0a1b2c.jpg';
const OTHER = '/uploads/11111111-2222-4333-8444-555555555555.png';
const stem = (src: string) => src.replace(/\.[a-z]+$/, '');
const factsOf = (src: string, widths: number[], width = 1400, height = 875): ImageFacts => ({
  width,
  height,
  variants: widths.map((w) => ({
    width: w,
    avif: `${stem(src)}-w${w}.avif`,
    webp: `${stem(src)}-w${w}.webp`,
  })),
});
const FACTS = factsOf(SRC, [320, 640, 960, 1280]);
const AVIF_SRCSET = [320, 640, 960, 1280].map((w) => `${stem(SRC)}-w${w}.avif ${w}w`).join(', ');
const WEBP_SRCSET = [320, 640, 960, 1280].map((w) => `${stem(SRC)}-w${w}.webp ${w}w`).join(', ');

/** Renders with the facts already in the cache, as a server-rendered page hydrates. */
function renderWith(element: React.ReactNode, known: Record<string, ImageFacts | null> = {}) {
  const client = createQueryClient();
  for (const [src, facts] of Object.entries(known)) client.setQueryData(queryKeys.site.image(src), facts);
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('SiteImage', () => {
  it('renders a <picture> with AVIF and WebP srcsets, sizes and the original sized, lazily', () => {
    const fetch = mockApi({});
    const { container } = renderWith(
      <SiteImage
        src={SRC}
        alt="Harbour"
        fallback="placeholder"
        sizes={IMAGE_SIZES.card}
        className="size-full"
      />,
      { [SRC]: FACTS },
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', AVIF_SRCSET],
      ['image/webp', WEBP_SRCSET],
    ]);
    expect(sources.map((source) => source.getAttribute('sizes'))).toEqual([
      IMAGE_SIZES.card,
      IMAGE_SIZES.card,
    ]);
    const img = screen.getByRole('img', { name: 'Harbour' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.getAttribute('src')).toBe(SRC);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1400', '875']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the priority picture first and preloads its AVIF srcset from the head', () => {
    renderWith(
      <SiteImage src={SRC} alt="Harbour" fallback="placeholder" sizes={IMAGE_SIZES.postFeatured} priority />,
      { [SRC]: FACTS },
    );
    const img = screen.getByRole('img', { name: 'Harbour' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('decoding')).toBe(false);
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('imagesrcset')).toBe(AVIF_SRCSET);
    expect(link?.getAttribute('imagesizes')).toBe(IMAGE_SIZES.postFeatured);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.getAttribute('type')).toBe('image/avif');
  });

  it('renders the same markup on the server, the preload included', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.site.image(SRC), FACTS);
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <QueryClientProvider client={client}>
            <SiteImage
              src={SRC}
              alt="Harbour"
              fallback="placeholder"
              sizes="100vw"
              priority
              className="w-full"
            />
          </QueryClientProvider>
        </body>
      </html>,
    );
    expect(html).toContain(
      `<picture class="contents"><source type="image/avif" srcSet="${AVIF_SRCSET}" sizes="100vw"/>` +
        `<source type="image/webp" srcSet="${WEBP_SRCSET}" sizes="100vw"/>` +
        `<img src="${SRC}" alt="Harbour" width="1400" height="875" loading="eager" fetchPriority="high" class="object-cover w-full"/></picture>`,
    );
    expect(html).toContain(
      `<head><link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${AVIF_SRCSET}" imageSizes="100vw"/></head>`,
    );
  });

  it('preloads the original of a priority picture without variants', () => {
    renderWith(<SiteImage src={SRC} alt="Small" fallback="placeholder" priority />, { [SRC]: null });
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('href')).toBe(SRC);
    expect(link?.hasAttribute('imagesrcset')).toBe(false);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders a plain <img>, sized, when the picture has no variants', () => {
    renderWith(<SiteImage src={SRC} alt="Small" fallback="placeholder" />, {
      [SRC]: factsOf(SRC, [], 300, 200),
    });
    const img = screen.getByRole('img', { name: 'Small' });
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '200']);
  });

  it('renders a plain <img> without a size when nothing is known, and asks nothing for an outside picture', async () => {
    const fetch = mockApi({});
    renderWith(
      <>
        <SiteImage src={SRC} alt="Unknown" fallback="placeholder" />
        <SiteImage src="https://example.com/a.jpg" alt="Outside" fallback="placeholder" />
      </>,
      { [SRC]: null },
    );
    for (const name of ['Unknown', 'Outside']) {
      const img = screen.getByRole('img', { name });
      expect(img.parentElement?.tagName).not.toBe('PICTURE');
      expect(img.hasAttribute('width')).toBe(false);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once for every picture rendered together, then shows each', async () => {
    const fetch = mockApi({
      '/api/images': { success: true, images: { [SRC]: FACTS, [OTHER]: factsOf(OTHER, [320], 400, 300) } },
    });
    const third = '/uploads/22222222-3333-4444-8555-666666666666.webp';
    const { container } = renderWith(
      <>
        <SiteImage src={SRC} alt="One" fallback="placeholder" />
        <SiteImage src={OTHER} alt="Two" fallback="placeholder" />
        <SiteImage src={third} alt="Three" fallback="placeholder" />
      </>,
    );
    // While they are asked for, no picture is fetched (it would be fetched twice).
    expect(container.querySelectorAll('img')).toHaveLength(0);
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(3));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `/api/images?src=${encodeURIComponent(SRC)}&src=${encodeURIComponent(OTHER)}&src=${encodeURIComponent(third)}`,
    );
    expect(container.querySelectorAll('picture')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Two' }).getAttribute('width')).toBe('400');
    expect(screen.getByRole('img', { name: 'Three' }).hasAttribute('width')).toBe(false);
  });

  it('shows the original unsized when the facts cannot be had', async () => {
    mockApi({ '/api/images': () => new Response('', { status: 500 }) });
    renderWith(<SiteImage src={SRC} alt="Harbour" fallback="placeholder" />);
    const img = await screen.findByRole('img', { name: 'Harbour' });
    expect(img.getAttribute('src')).toBe(SRC);
    expect(img.hasAttribute('width')).toBe(false);
  });
});
