import { z } from 'zod';

/** Where uploaded files live: a folder on this machine, or an S3-compatible bucket. */
export type StorageSettings =
  | { driver: 'disk'; dir: string }
  | {
      driver: 's3';
      /** Unset for AWS itself; the store's URL for R2, MinIO, Backblaze and the like. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (MinIO, s3rver). */
      forcePathStyle: boolean;
      /** Public images are redirected to `<publicUrl>/<name>` instead of served by the API. */
      publicUrl: string | undefined;
    };

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The storage variables, checked by config.ts's schema with every other one. */
export const storageEnvSchema = {
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().trim().min(1).max(64).optional(),
  // AWS's rules for bucket names, which the other stores follow too.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'lower-case letters, digits, dots and hyphens, 3 to 63 long')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: z.string().url().optional(),
};

export type StorageEnv = {
  STORAGE_DRIVER: 'disk' | 's3';
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PUBLIC_URL?: string | undefined;
};

/** The storage settings, or the problems with them (the S3 driver needs its bucket, region and keys). */
export function storageSettings(
  env: StorageEnv,
  uploadsDir: string,
): { storage: StorageSettings; problems: string[] } {
  if (env.STORAGE_DRIVER === 'disk') return { storage: { driver: 'disk', dir: uploadsDir }, problems: [] };
  const required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const problems = required
    .filter((name) => env[name] === undefined)
    .map((name) => `${name} is required when STORAGE_DRIVER=s3`);
  return {
    storage: {
      driver: 's3',
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? '',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    },
    problems,
  };
}
