import { describe, expect, it } from 'vitest';
import { renderLexical } from './lexical-render.ts';

const doc = (...children: unknown[]) => JSON.stringify({ root: { type: 'root', children } });
const text = (value: string, format = 0) => ({ type: 'extended-text', text: value, format });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

describe("Ghost's Lexical as HTML", () => {
  it('text with its format bits, nested outermost first; text escaped', () => {
    expect(
      renderLexical(doc(paragraph(text('a<b'), text('bold', 1), text('it', 2), text('all', 255)))),
    ).toEqual({
      html:
        '<p>a&lt;b<strong>bold</strong><em>it</em>' +
        '<strong><em><s><u><code><sub><sup><mark>all</mark></sup></sub></code></u></s></em></strong></p>',
      dropped: [],
    });
  });

  it('headings, quotes and asides, line breaks, tabs, links and autolinks', () => {
    const html = renderLexical(
      doc(
        { type: 'heading', tag: 'h3', children: [text('H')] },
        { type: 'extended-heading', tag: 'h9', children: [text('Bad tag')] },
        { type: 'quote', children: [text('Q')] },
        { type: 'aside', children: [text('A')] },
        paragraph(
          text('x'),
          { type: 'linebreak' },
          { type: 'tab' },
          { type: 'link', url: 'https://a.test/?a=1&b="2"', children: [text('link')] },
          { type: 'autolink', url: 'https://b.test', children: [text('b.test')] },
        ),
      ),
    ).html;
    expect(html).toBe(
      '<h3>H</h3><h2>Bad tag</h2><blockquote>Q</blockquote><blockquote>A</blockquote>' +
        '<p>x<br>\t<a href="https://a.test/?a=1&amp;b=&quot;2&quot;">link</a><a href="https://b.test">b.test</a></p>',
    );
  });

  it('lists: bullet, number, nested inside an item', () => {
    const item = (...children: unknown[]) => ({ type: 'listitem', children });
    const html = renderLexical(
      doc(
        {
          type: 'list',
          listType: 'bullet',
          tag: 'ul',
          children: [
            item(text('a')),
            item({ type: 'list', listType: 'number', children: [item(text('a.1'))] }),
          ],
        },
        { type: 'list', listType: 'check', children: [item(text('done'))] },
      ),
    ).html;
    expect(html).toBe('<ul><li>a</li><li><ol><li>a.1</li></ol></li></ul><ul><li>done</li></ul>');
  });

  it('cards: image, markdown, html, horizontal rule, code block, gallery, embed, bookmark, paywall', () => {
    const { html, dropped } = renderLexical(
      doc(
        { type: 'image', src: 'https://a.test/i.png', alt: 'I', caption: 'Cap' },
        { type: 'markdown', markdown: '**md**' },
        { type: 'html', html: '<p>raw</p>' },
        { type: 'horizontalrule' },
        { type: 'codeblock', code: 'a && b', language: 'sh' },
        { type: 'gallery', images: [{ src: 'https://a.test/g.png' }] },
        { type: 'embed', url: 'https://v.test/1', html: '<iframe></iframe>', metadata: { title: 'Video' } },
        { type: 'bookmark', url: 'https://b.test/', metadata: { title: 'Site' } },
        { type: 'paywall' },
      ),
    );
    expect(dropped).toEqual([]);
    expect(html).toBe(
      '<p><img src="https://a.test/i.png" alt="I"></p><p>Cap</p>' +
        '<p><strong>md</strong></p>\n<p>raw</p><hr><pre><code class="language-sh">a &amp;&amp; b</code></pre>' +
        '<p><img src="https://a.test/g.png" alt=""></p>' +
        '<p><a href="https://v.test/1">Video</a></p><p><a href="https://b.test/">Site</a></p>',
    );
  });

  it('an unknown node is dropped and named; a document without a root is empty', () => {
    expect(
      renderLexical(doc(paragraph(text('kept')), { type: 'callout', calloutText: 'x' }, { foo: 1 })),
    ).toEqual({
      html: '<p>kept</p>',
      dropped: ["card 'callout'", "card '(no type)'"],
    });
    expect(renderLexical('{}')).toEqual({ html: '', dropped: [] });
  });

  it('throws on JSON that does not parse', () => {
    expect(() => renderLexical('{"root":')).toThrow(SyntaxError);
  });
});
