import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../engine/import-source.ts';
import { parseFrontMatter } from './front-matter.ts';

const refusal = (text: string) => {
  try {
    parseFrontMatter(text, 'posts/a.md');
  } catch (error) {
    if (error instanceof ImportFormatError) return { message: error.message, where: error.where };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('parseFrontMatter', () => {
  it('reads YAML between --- (Jekyll, Eleventy), its dates as dates', () => {
    const file = parseFrontMatter('---\ntitle: Hello\ndate: 2019-03-05\ntags: [a, b]\n---\n# Body\n', 'a.md');
    expect(file.language).toBe('yaml');
    expect(file.data).toEqual({ title: 'Hello', date: new Date('2019-03-05T00:00:00Z'), tags: ['a', 'b'] });
    expect(file.body).toBe('# Body\n');
  });

  it("reads Hugo's TOML between +++ with smol-toml", () => {
    const file = parseFrontMatter('+++\ntitle = "Hugo"\naliases = ["old"]\n+++\n\nText', 'b.md');
    expect(file.language).toBe('toml');
    expect({ ...file.data }).toEqual({ title: 'Hugo', aliases: ['old'] });
    expect(file.body.trim()).toBe('Text');
  });

  it("reads JSON: gray-matter's ---json and Hugo's bare object", () => {
    expect(parseFrontMatter('---json\n{"title": "J"}\n---\nx', 'c.md')).toMatchObject({
      language: 'json',
      data: { title: 'J' },
      body: 'x',
    });
    expect(parseFrontMatter('{\n  "title": "Bare",\n  "draft": true\n}\n\nBody', 'd.md')).toMatchObject({
      language: 'json',
      data: { title: 'Bare', draft: true },
      body: '\nBody',
    });
  });

  it('answers a file without front matter as all body, and an empty one as no fields', () => {
    expect(parseFrontMatter('Just text', 'e.md')).toEqual({
      data: {},
      body: 'Just text',
      language: 'none',
      lines: [],
    });
    expect(parseFrontMatter('---\n---\nEmpty YAML.', 'f.md').data).toEqual({});
    expect(parseFrontMatter('\uFEFF---\r\ntitle: BOM\r\n---\r\nx', 'g.md').data).toEqual({ title: 'BOM' });
  });

  it('refuses broken YAML naming the file and its line in the file', () => {
    expect(refusal('---\ntitle: ok\ntags: [a, b\nnext: 1\n---\nbody')).toEqual({
      message: expect.stringMatching(/^posts\/a\.md: its YAML front matter is not valid: /),
      // Where js-yaml finds the missing bracket out: the next line.
      where: 'posts/a.md, line 4',
    });
    expect(refusal('---\ntitle: a\n  bad: indent: here\n---\n').where).toBe('posts/a.md, line 3');
  });

  it('refuses broken TOML and JSON naming the line', () => {
    expect(refusal('+++\ntitle = "x"\ndate = \n+++\n')).toEqual({
      message: expect.stringMatching(/^posts\/a\.md: its TOML front matter is not valid: /),
      where: 'posts/a.md, line 3',
    });
    expect(refusal('{\n  "title": "x",\n}\nbody').where).toBe('posts/a.md, line 3');
    expect(refusal('{\n  "title": "never closed"\n').where).toBe('posts/a.md, line 1');
  });

  it('refuses a front matter that is not a set of fields', () => {
    expect(refusal('---\n- a\n- b\n---\n').message).toBe(
      'posts/a.md: its front matter is not a set of fields (posts/a.md, line 1)',
    );
  });
});
