import { describe, expect, it } from 'vitest';
import { excerptOf, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps words, puts each block on its own line and decodes entities', () => {
    expect(plainText('<h2>Title</h2><p>One &amp; <strong>two</strong></p><p>3 &lt; 4&#33;</p>')).toBe(
      'Title\nOne & two\n3 < 4!',
    );
    expect(plainText('<ul><li>a</li><li>b</li></ul>line<br>break')).toBe('a\nb\nline\nbreak');
    expect(plainText('<p>  spaced \n  out  </p>\n\n<p></p>')).toBe('spaced out');
  });
  it('leaves unknown or invalid entities as they are', () => {
    expect(plainText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});

describe('excerptOf', () => {
  it('cuts at 150 characters with an ellipsis', () => {
    expect(excerptOf('short')).toBe('short');
    const long = 'x'.repeat(200);
    expect(excerptOf(long)).toBe(`${'x'.repeat(150)}...`);
  });

  it('keeps a heading apart from the paragraph after it, as a sentence of its own', () => {
    const text = plainText(
      '<h2>Why the order comes first</h2><p>Before any money moves, the order is stored.</p><h3>Done?</h3><p>Yes</p>',
    );
    expect(excerptOf(text)).toBe(
      'Why the order comes first. Before any money moves, the order is stored. Done? Yes',
    );
  });

  it('cuts between words, not inside one', () => {
    const text = plainText(`<p>A ${'word '.repeat(40)}</p>`);
    const excerpt = excerptOf(text);
    expect(excerpt).toBe(`A ${Array(29).fill('word').join(' ')}...`);
    expect(excerpt.length - 3).toBeLessThanOrEqual(150);
  });

  it('reads text stored before blocks were kept apart (one line) as before', () => {
    expect(excerptOf('Title One & two')).toBe('Title One & two');
  });
});
