import { describe, expect, it } from 'vitest';
import { renderMarkdown, sitePath } from './markdown-body.ts';

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown: tables, strike-through, autolinks', () => {
    expect(renderMarkdown('| a |\n|---|\n| 1 |\n\n~~old~~ https://example.org', '')).toBe(
      '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n</tr>\n</tbody></table>\n' +
        '<p><del>old</del> <a href="https://example.org">https://example.org</a></p>\n',
    );
  });

  it("makes relative images paths of the old site, from the file's folder", () => {
    const html = renderMarkdown(
      '![a](pixel.png) ![b](../images/b.png "B") <img src=\'./c d.png\'> ![e](/assets/e.png) ![f](https://cdn.example/f.png)',
      '_posts',
    );
    expect(html).toBe(
      '<p><img src="/_posts/pixel.png" alt="a"> <img src="/images/b.png" alt="b" title="B"> ' +
        '<img src="/_posts/c d.png"> <img src="/assets/e.png" alt="e"> <img src="https://cdn.example/f.png" alt="f"></p>\n',
    );
  });

  it("drops Jekyll's {{ site.baseurl }} before a path, and leaves other Liquid and shortcodes as text", () => {
    expect(
      renderMarkdown('![x]({{ site.baseurl }}/img/x.png)\n\n{% include a.html %} {{< youtube id >}}', ''),
    ).toBe('<p><img src="/img/x.png" alt="x"></p>\n<p>{% include a.html %} {{&lt; youtube id &gt;}}</p>\n');
  });
});

describe('sitePath', () => {
  it('resolves relative paths and leaves URLs with a scheme or host', () => {
    expect(sitePath('a.png', 'post/trip')).toBe('/post/trip/a.png');
    expect(sitePath('../../../../etc/x.png', 'post')).toBe('/etc/x.png');
    expect(sitePath('/static/a.png', 'post')).toBe('/static/a.png');
    expect(sitePath('//cdn.example/a.png', 'post')).toBe('//cdn.example/a.png');
    expect(sitePath('data:image/png;base64,AA', 'post')).toBe('data:image/png;base64,AA');
  });
});
