// A throwaway S3-compatible server (the `s3rver` npm package) for tests and benchmarks: real S3
// requests signed by @aws-sdk/client-s3, answered from a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts requests signed with these credentials only. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type ThrowawayS3 = {
  /** The variables that point the app's S3 driver at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** What an S3Store needs to reach this server's bucket (spread it, change `bucket` for another). */
  storeOptions: {
    bucket: string;
    region: string;
    endpoint: string;
    forcePathStyle: true;
    accessKeyId: string;
    secretAccessKey: string;
  };
  stop(): Promise<void>;
};

/** Starts s3rver on a free loopback port with one empty bucket; stop() removes its files. */
export async function startThrowawayS3(bucket = 'site-test'): Promise<ThrowawayS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address: AddressInfo = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    storeOptions: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, ...S3RVER_CREDENTIALS },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
