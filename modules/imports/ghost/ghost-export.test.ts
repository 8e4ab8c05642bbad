import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../engine/import-source.ts';
import { ghostDate, readGhostExport } from './ghost-export.ts';

const fixture = (name: string) => readFileSync(`tests/fixtures/ghost/${name}`, 'utf8');
const post = { id: '1', slug: 's', status: 'published', title: 'T', html: '<p>x</p>' };
const wrapped = (posts: unknown[]) =>
  JSON.stringify({ db: [{ meta: { version: '5.0.0' }, data: { posts } }] });

const failure = (source: string) => {
  try {
    readGhostExport(source);
  } catch (error) {
    if (error instanceof ImportFormatError) return { message: error.message, where: error.where };
    throw error;
  }
  throw new Error('expected an ImportFormatError');
};

describe('reading a Ghost export', () => {
  it("reads Ghost's own exports, 1.x to 4.x, and their version", () => {
    expect(readGhostExport(fixture('v2_export.json')).database.meta.version).toBe('2.9.0');
    expect(readGhostExport(fixture('v4_export.json')).database.data.posts).toHaveLength(11);
    expect(readGhostExport(fixture('valid.json')).database.data.posts_authors).toEqual([]);
  });

  it('takes the shape without the `db` array, and missing tables as empty', () => {
    const { database, prefix } = readGhostExport(
      JSON.stringify({ meta: { version: '1.0.0' }, data: { posts: [post] } }),
    );
    expect(prefix).toBe('');
    expect(database.data.tags).toEqual([]);
    expect(database.data.posts[0]?.slug).toBe('s');
  });

  it('a JSON syntax error: its line and column', () => {
    expect(failure('{\n  "db": [\n    {,\n')).toEqual({
      message: 'not a valid Ghost export: its JSON does not parse (line 3, column 6)',
      where: 'line 3, column 6',
    });
    expect(failure('{"db": [').where).toBe('at the end of the file');
  });

  it("a wrong or missing field: its path (Ghost's own broken.json has no `db`)", () => {
    expect(failure(fixture('broken.json'))).toEqual({
      message: 'not a valid Ghost export: a required field is missing (meta)',
      where: 'meta',
    });
    expect(failure(wrapped([post, post, post, { ...post, slug: 7 }])).where).toBe('db[0].data.posts[3].slug');
    expect(failure(wrapped([{ ...post, id: undefined }])).where).toBe('db[0].data.posts[0].id');
    expect(failure(JSON.stringify({ db: [] })).where).toBe('db');
  });

  it('dates: ISO, MySQL style as UTC, epoch milliseconds; unset or invalid as null', () => {
    expect(ghostDate('2021-03-24T05:57:56.000Z')?.toISOString()).toBe('2021-03-24T05:57:56.000Z');
    expect(ghostDate('2014-01-02 03:04:05')?.toISOString()).toBe('2014-01-02T03:04:05.000Z');
    expect(ghostDate(1388318311015)?.toISOString()).toBe('2013-12-29T11:58:31.015Z');
    expect(ghostDate(null)).toBeNull();
    expect(ghostDate('soon')).toBeNull();
  });
});
