// `npm run storage:migrate` against a real S3-compatible server: copies UPLOADS_DIR (public and
// private/) into the bucket, skips what is already there, goes on past a failure, and resumes
// after being killed midway.
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayS3, type ThrowawayS3 } from '../../infra/services/s3-server.ts';
import { S3Store } from '../../modules/platform/storage/index.ts';
import { childEnv, testConfig } from '../support/harness.ts';

const SCRIPT = 'infra/scripts/storage-migrate.ts';
type Run = { code: number; stdout: string; stderr: string };
const SUMMARY = /(\d+) files in [\d.]+ s: (\d+) copied, (\d+) skipped \(already there\), (\d+) failed\./;

function countsOf(run: Run) {
  const match = SUMMARY.exec(run.stdout);
  if (!match) throw new Error(`no summary in: ${run.stdout}\n${run.stderr}`);
  const [total = 0, copied = 0, skipped = 0, failed = 0] = match.slice(1).map(Number);
  return { total, copied, skipped, failed };
}

describe('npm run storage:migrate', () => {
  let s3: ThrowawayS3;
  let bucket: S3Store;
  let folder: string;
  let env: NodeJS.ProcessEnv;
  const files = new Map<string, Buffer>();

  const migrate = async (args: string[] = []): Promise<Run> => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };
  const add = async (key: string, bytes: Buffer) => {
    await mkdir(path.dirname(path.join(folder, key)), { recursive: true });
    await writeFile(path.join(folder, key), bytes);
    files.set(key, bytes);
  };
  const bucketKeys = async () => {
    const keys: string[] = [];
    for await (const key of bucket.list()) keys.push(key);
    return keys.sort();
  };
  const expectBucketMatches = async () => {
    expect(await bucketKeys()).toEqual([...files.keys()].sort());
    for (const [key, bytes] of files) expect((await bucket.get(key))?.equals(bytes), key).toBe(true);
  };

  beforeAll(async () => {
    s3 = await startThrowawayS3();
    bucket = new S3Store(s3.storeOptions);
    folder = await mkdtemp(path.join(tmpdir(), 'migrate-'));
    env = { ...childEnv(testConfig({ UPLOADS_DIR: folder })), ...s3.env, UPLOADS_DIR: folder };
  });
  afterAll(async () => {
    bucket?.close();
    await s3?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies public and private files once; a second run copies nothing', async () => {
    const image = randomUUID();
    await add(`${image}.jpg`, randomBytes(40_000));
    await add(`${image}-w320.avif`, randomBytes(3_000));
    await add(`${randomUUID()}.png`, randomBytes(10));
    await add(`private/${randomUUID()}.pdf`, randomBytes(70_000));
    await add(`private/${randomUUID()}.zip`, Buffer.alloc(0));
    // A write in progress (or left by a crash) is not a file to copy.
    await writeFile(path.join(folder, `.${image}-w640.avif.123.abcd.tmp`), 'half');

    const first = await migrate();
    expect(first.code).toBe(0);
    expect(countsOf(first)).toEqual({ total: 5, copied: 5, skipped: 0, failed: 0 });
    await expectBucketMatches();
    expect((await bucket.head(`${image}.jpg`))?.contentType).toBe('image/jpeg');

    const second = await migrate();
    expect(second.code).toBe(0);
    expect(countsOf(second)).toEqual({ total: 5, copied: 0, skipped: 5, failed: 0 });
  });

  it('copies again an object whose size differs, and goes on past a file it cannot copy', async () => {
    const [someKey] = [...files.keys()];
    await bucket.put(someKey ?? '', Buffer.from('stale'));
    await add(`${randomUUID()}.webp`, randomBytes(500));
    // Not a name either store can hold: counted as failed, the rest still copied.
    await writeFile(path.join(folder, 'bad name.jpg'), 'x');

    const run = await migrate();
    expect(run.code).toBe(1);
    expect(countsOf(run)).toEqual({ total: 7, copied: 2, skipped: 4, failed: 1 });
    expect(run.stderr).toContain('failed: bad name.jpg');
    await expectBucketMatches();
    await rm(path.join(folder, 'bad name.jpg'));
  });

  it('resumes after being killed midway: the next run copies only what is left', async () => {
    for (let index = 0; index < 300; index += 1) await add(`private/${randomUUID()}.bin`, randomBytes(2_000));
    const total = files.size;
    const child = spawn(process.execPath, [SCRIPT, '--concurrency', '1'], { env });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // Killed as a crash would stop it: at once, with copies in flight.
        if (/\d+ files looked at/.test(output)) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
      child.on('error', reject);
    });
    expect(output).not.toMatch(SUMMARY);
    const partly = (await bucketKeys()).length;
    expect(partly).toBeGreaterThan(0);
    expect(partly).toBeLessThan(total);

    const resumed = await migrate();
    expect(resumed.code).toBe(0);
    const counts = countsOf(resumed);
    expect(counts.total).toBe(total);
    // A put in flight at the kill may still have landed after the listing above.
    expect(counts.skipped).toBeGreaterThanOrEqual(partly);
    expect(counts.skipped).toBeLessThanOrEqual(partly + 1);
    expect(counts.copied + counts.skipped).toBe(total);
    expect(counts.failed).toBe(0);
    await expectBucketMatches();
  });

  it('refuses to run without the S3 driver', async () => {
    const run = await promisify(execFile)(process.execPath, [SCRIPT], {
      env: { ...env, STORAGE_DRIVER: 'disk' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in run ? run.code : 0).toBe(2);
    expect('stderr' in run ? run.stderr : '').toContain('set STORAGE_DRIVER=s3');
  });
});
