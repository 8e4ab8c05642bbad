import { describe, expect, it } from 'vitest';
import { rewriteImages } from './body-images.ts';
import { imageUrlsIn } from './import-source.ts';

const images = new Map([
  ['https://old.example/a.png?x=1&y=2', { path: '/uploads/11111111-1111-4111-8111-111111111111.png' }],
  ['https://old.example/gone.png', { path: 'https://old.example/gone.png' }],
  ['/rel.png', { path: '/rel.png' }],
]);

describe('body images', () => {
  it('lists every <img src> as written, entities decoded, in any quoting', () => {
    expect(
      imageUrlsIn(`<p><img src="https://old.example/a.png?x=1&amp;y=2"><IMG alt=x SRC='/rel.png'><img src=b.gif></p>
        <img alt="no src"><image src="not-an-img.png">`),
    ).toEqual(['https://old.example/a.png?x=1&y=2', '/rel.png', 'b.gif']);
  });

  it('points a stored image at its upload and drops the old sizes', () => {
    expect(
      rewriteImages(
        '<img class="wp-image-1" src="https://old.example/a.png?x=1&amp;y=2" srcset="https://old.example/a-300.png 300w" sizes="100vw" alt="A">',
        images,
      ),
    ).toBe('<img class="wp-image-1" src="/uploads/11111111-1111-4111-8111-111111111111.png" alt="A">');
  });

  it('keeps an image not fetched as a link to where it was, and leaves one with nowhere to link', () => {
    expect(rewriteImages('<img src="https://old.example/gone.png" alt="Old <b>">', images)).toBe(
      '<a href="https://old.example/gone.png">Old &lt;b&gt;</a>',
    );
    expect(rewriteImages("<img src='https://old.example/gone.png'>", images)).toBe(
      '<a href="https://old.example/gone.png">Image</a>',
    );
    expect(rewriteImages('<img src="/rel.png"><img src="/unknown.png">', images)).toBe(
      '<img src="/rel.png"><img src="/unknown.png">',
    );
  });
});
