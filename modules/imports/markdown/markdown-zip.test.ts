import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { ImportFormatError } from '../engine/import-source.ts';
import { unpackZip, ZIP_LIMITS } from './markdown-zip.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

type Entry = { name: string; text?: string; mode?: number; mtime?: Date };

/** A zip of `entries`; `rename` swaps a name in the bytes for one yazl itself would refuse. */
async function zipOf(entries: Entry[], rename?: [string, string]): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) zip.addEmptyDirectory(entry.name);
    else zip.addBuffer(Buffer.from(entry.text ?? 'x'), entry.name, { mode: entry.mode, mtime: entry.mtime });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let bytes = Buffer.concat(chunks);
  if (rename) {
    // Same length, so every offset in the zip stays right; the name is in two headers.
    expect(rename[0]).toHaveLength(rename[1].length);
    bytes = Buffer.from(bytes.toString('latin1').replaceAll(rename[0], rename[1]), 'latin1');
  }
  const file = path.join(tmpdir(), `zip-test-${process.pid}-${made.length}.zip`);
  made.push(file);
  await writeFile(file, bytes);
  return file;
}

async function unpack(file: string) {
  const dir = await unpackZip(file);
  made.push(dir);
  return dir;
}

/** The refusal's message; nothing was unpacked, not even a folder. */
const refusal = async (file: string, limits = ZIP_LIMITS) => {
  const under = await mkdtemp(path.join(tmpdir(), 'zip-test-under-'));
  made.push(under);
  const error = await unpackZip(file, { limits, under }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImportFormatError);
  expect(await readdir(under)).toEqual([]);
  return (error as ImportFormatError).message;
};

describe('unpackZip', () => {
  it("strips a single top-level folder and keeps each entry's time", async () => {
    const mtime = new Date('2021-04-05T06:07:08Z');
    const dir = await unpack(
      await zipOf([
        { name: 'my-blog/' },
        { name: 'my-blog/_posts/2020-01-01-a.md', text: '# A', mtime },
        { name: 'my-blog/about.md', text: 'About' },
        { name: '__MACOSX/my-blog/._about.md' },
      ]),
    );
    expect((await readdir(dir)).sort()).toEqual(['_posts', 'about.md']);
    expect(await readFile(path.join(dir, '_posts/2020-01-01-a.md'), 'utf8')).toBe('# A');
    expect((await stat(path.join(dir, '_posts/2020-01-01-a.md'))).mtime).toEqual(mtime);
  });

  it('keeps the layout when there is more than one top-level entry', async () => {
    const dir = await unpack(await zipOf([{ name: 'posts/a.md' }, { name: 'README.md' }]));
    expect((await readdir(dir)).sort()).toEqual(['README.md', 'posts']);
  });

  it('refuses an entry out of the folder and a symbolic link, writing nothing', async () => {
    expect(
      await refusal(await zipOf([{ name: 'ok.md' }, { name: 'xx/evil.md' }], ['xx/evil.md', '../evil.md'])),
    ).toMatch(/is refused: invalid relative path: \.\.\/evil\.md/);
    expect(await refusal(await zipOf([{ name: 'link.md', text: '/etc/passwd', mode: 0o120777 }]))).toMatch(
      /holds a symbolic link, refused \(zip-test-\d+-\d+\.zip: link\.md\)$/,
    );
  });

  it('refuses too many entries and too many bytes unpacked (a zip bomb)', async () => {
    const entries = [{ name: 'a.md' }, { name: 'b.md' }, { name: 'c.md' }];
    expect(await refusal(await zipOf(entries), { entries: 2, bytes: ZIP_LIMITS.bytes })).toMatch(
      /has 3 entries \(at most 2\)/,
    );
    // 2,000 bytes that deflate to a few: refused from the sizes the zip declares.
    const bomb = await zipOf([{ name: 'zeros.md', text: '0'.repeat(2000) }]);
    expect(await refusal(bomb, { entries: 10, bytes: 1000 })).toMatch(/unpacks to more than 1000 bytes/);
  });

  it('refuses a file that is not a zip', async () => {
    const file = path.join(tmpdir(), `zip-test-${process.pid}-plain.zip`);
    made.push(file);
    await writeFile(file, 'not a zip at all');
    expect(await refusal(file)).toMatch(/is not a readable zip/);
  });
});
