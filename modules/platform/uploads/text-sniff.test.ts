import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlainText, textTypeOf } from './text-sniff.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'text-sniff-'));
const file = (name: string, bytes: Uint8Array | string) => {
  const filepath = path.join(dir, name);
  writeFileSync(filepath, bytes);
  return filepath;
};

describe('text sniffing of private files', () => {
  it('accepts UTF-8 text with tabs and newlines, refuses NUL, binary controls and bad UTF-8', async () => {
    expect(await isPlainText(file('a.md', '# Title\n\n\tcafé, naïve — ok\r\n'))).toBe(true);
    expect(await isPlainText(file('b.txt', 'text\u0000more'))).toBe(false);
    expect(await isPlainText(file('c.txt', 'bell\u0007'))).toBe(false);
    expect(await isPlainText(file('d.txt', new Uint8Array([0x68, 0x69, 0xc3, 0x28])))).toBe(false);
    // A multi-byte character split across read chunks is still text.
    expect(await isPlainText(file('e.txt', `${'a'.repeat(64 * 1024 - 1)}é`))).toBe(true);
  });

  it('types text by the extension of the name it was sent with', () => {
    expect(textTypeOf('notes.MD')).toEqual({ ext: 'md', mime: 'text/markdown' });
    expect(textTypeOf('sheet.csv')).toEqual({ ext: 'csv', mime: 'text/csv' });
    expect(textTypeOf('readme')).toEqual({ ext: 'txt', mime: 'text/plain' });
    expect(textTypeOf('evil.exe')).toEqual({ ext: 'txt', mime: 'text/plain' });
    expect(textTypeOf(null)).toEqual({ ext: 'txt', mime: 'text/plain' });
  });
});
