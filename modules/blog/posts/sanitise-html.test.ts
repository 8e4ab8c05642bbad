import { describe, expect, it } from 'vitest';
import { executableParts, XSS_PAYLOADS } from '../../../tests/support/xss.ts';
import { allowedAttribute, PostHtmlSanitiser } from './sanitise-html.ts';

const sanitiser = new PostHtmlSanitiser();
const clean = (html: string) => sanitiser.sanitise(html);

describe('PostHtmlSanitiser', () => {
  it('keeps what the editor makes', async () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em>, <s>gone</s> and <code>x</code></p>' +
      '<pre><code class="language-ts">const a = 1;</code></pre><blockquote><p>q</p></blockquote>' +
      '<ul><li><p>a</p></li></ul><ol start="3"><li>b</li></ol><hr>' +
      '<img src="/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png" alt="a">' +
      '<img src="https://images.example/a.jpg" alt="b">';
    expect(await clean(html)).toBe(html);
  });

  it('gives links rel="noopener noreferrer" and keeps only http(s) and mailto', async () => {
    expect(await clean('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await clean('<a href="mailto:a@b.example">m</a>')).toBe(
      '<a href="mailto:a@b.example" rel="noopener noreferrer">m</a>',
    );
    expect(await clean('<a href="/relative">r</a>')).toBe('<a rel="noopener noreferrer">r</a>');
  });

  it('keeps our own uploaded audio and video, and links to uploads; nothing remote', async () => {
    const media = '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e';
    const html = `<p><a href="${media}.mp3">listen</a></p><audio controls="" src="${media}.mp3"></audio><video controls="" src="${media}.mp4"></video>`;
    expect(await clean(html)).toBe(html.replace('">listen', '" rel="noopener noreferrer">listen'));
    expect(await clean('<video src="https://x.example/a.mp4" onplay="alert(1)" autoplay></video>')).toBe(
      '<video></video>',
    );
    expect(await clean(`<audio src="${media}.png"></audio>`)).toBe('<audio></audio>');
  });

  it.each(XSS_PAYLOADS)('leaves nothing executable in %s', async (payload) => {
    expect(executableParts(await clean(payload))).toEqual([]);
  });
});

describe('own uploads addressed absolutely', () => {
  it('keeps them as /uploads/ paths; other http images go', async () => {
    const local = new PostHtmlSanitiser('http://localhost:3000/');
    expect(
      await local.sanitise(
        '<img src="http://localhost:3000/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png">',
      ),
    ).toBe('<img src="/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png">');
    expect(await local.sanitise('<img src="http://localhost:3000/uploads/../x.png">')).toBe('<img>');
    expect(
      await local.sanitise(
        '<img src="http://elsewhere.example/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png">',
      ),
    ).toBe('<img>');
  });
});

describe('allowedAttribute', () => {
  it('checks values by tag', () => {
    expect(allowedAttribute('a', 'href', ' https://a.example ')).toBe(true);
    expect(allowedAttribute('img', 'href', 'https://a.example')).toBe(false);
    expect(allowedAttribute('img', 'src', 'http://a.example/a.png')).toBe(false);
    expect(allowedAttribute('p', 'class', 'language-ts')).toBe(false);
    expect(allowedAttribute('code', 'class', 'language-ts')).toBe(true);
    expect(allowedAttribute('a', 'style', 'color:red')).toBe(false);
  });
});
