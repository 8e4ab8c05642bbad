import { describe, expect, it } from 'vitest';
import { excerptOf, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('keeps words, separates blocks and decodes entities', () => {
    expect(plainText('<h2>Title</h2><p>One &amp; <strong>two</strong></p><p>3 &lt; 4&#33;</p>')).toBe(
      'Title One & two 3 < 4!',
    );
    expect(plainText('<ul><li>a</li><li>b</li></ul>line<br>break')).toBe('a b line break');
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
});
