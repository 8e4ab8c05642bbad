import type { StorageSettings } from '../config/index.ts';
import type { Logger } from '../logging/index.ts';
import { DiskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3Store } from './s3-store.ts';

/**
 * The store the configuration names: UPLOADS_DIR on this machine, or the S3 bucket. Logs where
 * files go (never the keys).
 */
export function createObjectStore(config: { storage: StorageSettings }, log: Logger): ObjectStore {
  const settings = config.storage;
  if (settings.driver === 'disk') {
    const store = new DiskStore(settings.dir);
    log.info({ driver: 'disk', dir: store.root }, 'uploads stored on disk');
    return store;
  }
  log.info(
    { driver: 's3', bucket: settings.bucket, region: settings.region, endpoint: settings.endpoint ?? 'aws' },
    'uploads stored in a bucket',
  );
  return new S3Store(settings);
}
