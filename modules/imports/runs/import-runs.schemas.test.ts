import { describe, expect, it } from 'vitest';
import { importFileKind } from './import-runs.schemas.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('importFileKind', () => {
  it.each([
    ['export.xml', '<?xml version="1.0"?><rss>', 'xml'],
    ['EXPORT.XML', '\uFEFF\n  <rss>', 'xml'],
    ['ghost.json', '{"db":[]}', 'json'],
    ['ghost.JSON', '\uFEFF {"db":[]}', 'json'],
  ])('takes %s', (name, head, kind) => {
    expect(importFileKind(name, bytes(head))).toBe(kind);
  });

  it('takes a zip by its signature', () => {
    expect(importFileKind('posts.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('zip');
  });

  it.each([
    ['a.zip', bytes('<rss>')],
    ['a.xml', bytes('{"db":[]}')],
    ['a.json', bytes('<rss>')],
    ['a.txt', bytes('<rss>')],
    ['noextension', bytes('<rss>')],
    ['a.xml.exe', bytes('<rss>')],
  ])('refuses %s with the wrong content or name', (name, head) => {
    expect(importFileKind(name, head)).toBeUndefined();
  });

  it('refuses a file without a name', () => {
    expect(importFileKind(null, bytes('<rss>'))).toBeUndefined();
  });
});
