import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashEntry, readTarIndex, TarWriter } from './tar-format.ts';

const sha = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const LONG = `files/private/${'x'.repeat(150)}.pdf`;

describe('tar format', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tar-format-'));
    file = path.join(dir, 'a.tar');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const bodies = {
    'database.dump': Buffer.alloc(1500, 7),
    'files/empty.txt': Buffer.alloc(0),
    [LONG]: Buffer.from('a long name'),
    'manifest.json': Buffer.from('{"x":1}'),
  };

  async function writeAll() {
    const writer = await TarWriter.create(file);
    const added = [];
    for (const [name, body] of Object.entries(bodies)) {
      // Streams in chunks, as a store's read does.
      added.push(
        await writer.add(name, body.length, Readable.from([body.subarray(0, 700), body.subarray(700)])),
      );
    }
    await writer.finish();
    return { added, bytes: writer.bytes };
  }

  it('writes entries any tar reads, and reads them back by offset with their checksums', async () => {
    const { added, bytes } = await writeAll();
    expect(added.map((entry) => entry.sha256)).toEqual(Object.values(bodies).map(sha));
    expect((await readFile(file)).length).toBe(bytes);
    const { stdout } = await promisify(execFile)('tar', ['tf', file]);
    expect(stdout.trim().split('\n')).toEqual(Object.keys(bodies));

    const index = await readTarIndex(file);
    expect(index.map((entry) => [entry.path, entry.bytes])).toEqual(
      Object.entries(bodies).map(([name, body]) => [name, body.length]),
    );
    for (const entry of index)
      expect(await hashEntry(file, entry)).toBe(sha(bodies[entry.path] ?? Buffer.alloc(1)));
  });

  it('refuses a body longer or shorter than announced', async () => {
    const writer = await TarWriter.create(file);
    await expect(writer.add('a', 3, Buffer.from('four'))).rejects.toThrow('more than the 3 bytes');
    await expect(writer.add('b', 5, Buffer.from('four'))).rejects.toThrow('4 bytes read, 5 announced');
    await writer.abandon();
  });

  it('refuses a truncated archive and a damaged header', async () => {
    await writeAll();
    const whole = await readFile(file);
    await truncate(file, 2048);
    await expect(readTarIndex(file)).rejects.toThrow(/cut short|truncated/);

    const damaged = Buffer.from(whole);
    damaged[0] = (damaged[0] ?? 0) ^ 0xff;
    await writeFile(file, damaged);
    await expect(readTarIndex(file)).rejects.toThrow('damaged tar header at byte 0');
  });

  it('will not write over an existing file', async () => {
    await writeFile(file, 'precious');
    await expect(TarWriter.create(file)).rejects.toThrow(/EEXIST/);
    expect(await readFile(file, 'utf8')).toBe('precious');
  });
});
