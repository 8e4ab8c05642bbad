import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMobiledoc } from './mobiledoc-render.ts';

const doc = (fields: Record<string, unknown>) =>
  JSON.stringify({ version: '0.3.1', atoms: [], cards: [], markups: [], sections: [], ...fields });

describe("Ghost's Mobiledoc as HTML", () => {
  it('markup sections, markups opened and closed by count, attributes kept to href and rel', () => {
    const source = doc({
      markups: [['strong'], ['a', ['href', 'https://a.test/?x=1&y=2', 'onclick', 'evil()']], ['script']],
      sections: [
        [1, 'h2', [[0, [], 0, 'Title']]],
        [
          1,
          'p',
          [
            [0, [0], 0, 'bold '],
            [0, [1], 2, 'link'],
            [0, [], 0, ' & <text>'],
            [0, [2], 1, 'x'],
          ],
        ],
        [1, 'aside', [[0, [], 0, 'Quoted']]],
        [1, 'marquee', [[0, [], 0, 'Plain']]],
      ],
    });
    expect(renderMobiledoc(source)).toEqual({
      html:
        '<h2>Title</h2><p><strong>bold <a href="https://a.test/?x=1&amp;y=2">link</a></strong> &amp; &lt;text&gt;<span>x</span></p>' +
        '<blockquote>Quoted</blockquote><p>Plain</p>',
      dropped: [],
    });
  });

  it('lists, the old image section, soft returns; an unknown atom keeps its text and is named', () => {
    const source = doc({
      atoms: [
        ['soft-return', '', {}],
        ['mention', '@ann', {}],
      ],
      sections: [
        [3, 'ol', [[[0, [], 0, 'one']], [[0, [], 0, 'two']]]],
        [2, 'https://a.test/old.png'],
        [
          1,
          'p',
          [
            [0, [], 0, 'a'],
            [1, [], 0, 0],
            [0, [], 0, 'b '],
            [1, [], 0, 1],
          ],
        ],
      ],
    });
    expect(renderMobiledoc(source)).toEqual({
      html: '<ol><li>one</li><li>two</li></ol><p><img src="https://a.test/old.png" alt=""></p><p>a<br>b @ann</p>',
      dropped: ["atom 'mention'"],
    });
  });

  it('cards through the shared renderer; an unknown card is dropped and named', () => {
    const source = doc({
      cards: [
        ['hr', {}],
        ['callout', { calloutText: 'Hi' }],
        ['markdown', { markdown: '*x*' }],
      ],
      sections: [
        [10, 0],
        [10, 1],
        [10, 2],
      ],
    });
    expect(renderMobiledoc(source)).toEqual({ html: '<hr><p><em>x</em></p>\n', dropped: ["card 'callout'"] });
  });

  it("renders Ghost 4's own `write` post (v4_export.json): every card known, the same text as its html", () => {
    const data = JSON.parse(readFileSync('tests/fixtures/ghost/v4_export.json', 'utf8')).db[0].data;
    const post = data.posts.find((row: { slug: string }) => row.slug === 'write');
    const { html, dropped } = renderMobiledoc(post.mobiledoc);
    expect(dropped).toEqual([]);
    const words = (text: string) =>
      text
        .replace(/<[^>]*>/g, ' ')
        .replace(/&[a-z#0-9]+;|["'|]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
    // Ghost's html has the embed's iframe where ours has a link titled from its metadata; the
    // rest of the prose is word for word the same.
    const ours = words(html.replace(/<p><a href="https:\/\/www\.youtube\.com[^<]*>[^<]*<\/a><\/p>/, ''));
    const theirs = new Set(words(post.html));
    expect(ours.filter((word) => !theirs.has(word))).toEqual([]);
    expect(ours.length).toBeGreaterThan(800);
    // Five image cards and two galleries of two (Ghost's html has 11: the bookmark's icon and thumbnail).
    expect(html.match(/<img /g)?.length).toBe(9);
    expect(html).toContain(
      '<p><a href="https://opensubscriptionplatforms.com/">Open Subscription Platforms</a></p>',
    );
  });

  it('throws on JSON that does not parse', () => {
    expect(() => renderMobiledoc('{"sections": [')).toThrow(SyntaxError);
  });
});
