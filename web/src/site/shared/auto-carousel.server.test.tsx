// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AutoCarousel } from './auto-carousel';

describe('AutoCarousel on the server', () => {
  it('renders the still slides, as the browser first does, with no Swiper boundary', () => {
    const html = renderToString(
      <AutoCarousel
        items={['Go', 'Rust']}
        getKey={(item) => item}
        renderItem={(item) => <article>{item}</article>}
        speed={8000}
        slidesPerView={{ base: 1, 640: 2, 768: 2, 1024: 3, 1280: 3 }}
        label="Skills"
      />,
    );
    expect(html).toContain('<article>Go</article><');
    expect(html).toContain('aria-label="Skills"');
    // A Suspense boundary (<!--$...-->) here would not exist in the browser's first render.
    expect(html).not.toContain('<!--$');
    expect(html).not.toContain('Pause skills carousel');
  });
});
