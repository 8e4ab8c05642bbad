// `npm run storage:migrate`: copies every uploaded file under UPLOADS_DIR (public images and
// media, and private/ product files) into the bucket that STORAGE_DRIVER=s3 and the S3_*
// variables name. Idempotent and resumable: files already in the bucket with the same size are
// skipped, so run it again after an interruption (or before switching, then once more after).
// Exit code 1 when any file failed (each failure is printed; the others are still copied).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { copyObjects, createObjectStore, DiskStore } from '../../modules/platform/storage/index.ts';

const { values } = parseArgs({ options: { concurrency: { type: 'string', default: '4' } } });
const config = loadConfig();
if (config.storage.driver !== 's3') {
  console.error(
    'storage:migrate copies UPLOADS_DIR into a bucket: set STORAGE_DRIVER=s3 and the S3_* variables.',
  );
  process.exit(2);
}
const log = createLogger({
  level: config.logLevel === 'info' ? 'warn' : config.logLevel,
  name: 'storage-migrate',
});
const source = new DiskStore(config.uploadsDir);
const target = createObjectStore(config, log);
await target.check();
console.log(`Copying ${path.resolve(config.uploadsDir)} into bucket ${config.storage.bucket}…`);
const started = performance.now();
let done = 0;
const counts = await copyObjects(source, target, {
  concurrency: Math.max(1, Number(values.concurrency) || 4),
  onFile: (key, outcome, error) => {
    done += 1;
    if (outcome === 'failed')
      console.error(`failed: ${key}: ${error instanceof Error ? error.message : String(error)}`);
    if (done % 100 === 0) console.log(`${done} files looked at…`);
  },
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${counts.total} files in ${seconds} s: ${counts.copied} copied, ${counts.skipped} skipped (already there), ${counts.failed} failed.`,
);
if (counts.failed > 0) process.exitCode = 1;
