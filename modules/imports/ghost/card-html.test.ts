import { describe, expect, it } from 'vitest';
import { renderCard } from './card-html.ts';

describe("Ghost's cards as HTML", () => {
  it('markdown: rendered with marked', () => {
    expect(renderCard('markdown', { markdown: '# Hi\n\nSome *text*' })).toBe(
      '<h1>Hi</h1>\n<p>Some <em>text</em></p>\n',
    );
  });

  it('html: as written (the sanitiser comes later)', () => {
    expect(renderCard('html', { html: '<div><b>x</b></div>' })).toBe('<div><b>x</b></div>');
  });

  it('image: a paragraph with its alt escaped, its caption after it', () => {
    expect(
      renderCard('image', {
        src: 'https://a.test/x.png?a=1&b=2',
        alt: 'A "cat"',
        caption: 'By <a href="/me">me</a>',
      }),
    ).toBe(
      '<p><img src="https://a.test/x.png?a=1&amp;b=2" alt="A &quot;cat&quot;"></p><p>By <a href="/me">me</a></p>',
    );
    expect(renderCard('image', { src: 'https://a.test/y.png' })).toBe(
      '<p><img src="https://a.test/y.png" alt=""></p>',
    );
    expect(renderCard('image', {})).toBe('');
  });

  it('gallery: its images in one paragraph, the caption after it', () => {
    expect(
      renderCard('gallery', {
        images: [{ src: 'https://a.test/1.jpg' }, { src: 'https://a.test/2.jpg', alt: 'two' }],
        caption: 'Both',
      }),
    ).toBe(
      '<p><img src="https://a.test/1.jpg" alt=""><img src="https://a.test/2.jpg" alt="two"></p><p>Both</p>',
    );
    expect(renderCard('gallery', { images: [] })).toBe('');
  });

  it('embed and bookmark: a link titled from the metadata, the caption after it', () => {
    expect(
      renderCard('embed', {
        url: 'https://www.youtube.com/watch?v=1',
        html: '<iframe src="https://www.youtube.com/embed/1"></iframe>',
        metadata: { title: 'A <video>' },
        caption: 'Watch',
      }),
    ).toBe('<p><a href="https://www.youtube.com/watch?v=1">A &lt;video&gt;</a></p><p>Watch</p>');
    expect(renderCard('bookmark', { url: 'https://b.test/', metadata: {} })).toBe(
      '<p><a href="https://b.test/">https://b.test/</a></p>',
    );
  });

  it('hr, code (language kept, text escaped, caption after it) and the paywall marker', () => {
    expect(renderCard('hr', {})).toBe('<hr>');
    expect(renderCard('code', { code: 'if (a < b) {}', language: 'js' })).toBe(
      '<pre><code class="language-js">if (a &lt; b) {}</code></pre>',
    );
    expect(renderCard('code', { code: 'x', language: '"><script>', caption: 'Example' })).toBe(
      '<pre><code class="language-script">x</code></pre><p>Example</p>',
    );
    expect(renderCard('paywall', {})).toBe('');
  });

  it('an unknown card: undefined, for the caller to report', () => {
    expect(renderCard('callout', { calloutText: 'Hi' })).toBeUndefined();
  });
});
