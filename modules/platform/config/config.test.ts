import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE } from '../../../web/src/lib/dates.ts';
import { ConfigError, defaultRedisPrefix, loadConfig } from './config.ts';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/site', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.redisPrefix).toBe(defaultRedisPrefix({ dataDir: '.data', databaseUrl: base.DATABASE_URL }));
    expect(config.redisPrefixExplicit).toBe(false);
    expect(config.siteTimeZone).toBe('Africa/Nairobi');
    // The web app prints dates in this zone on the server and in the browser alike.
    expect(config.siteTimeZone).toBe(SITE_TIME_ZONE);
    expect(config.trustProxy).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ ...base, PORT: '' }).port).toBe(3000);
  });

  it('lists every problem in one error', () => {
    try {
      loadConfig({ PORT: 'abc', REDIS_URL: 'http://x', SITE_TIMEZONE: 'Mars/Base' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toContain('DATABASE_URL is required');
      expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
      expect(problems).toContain('REDIS_URL: must start with redis:// or rediss://');
      expect(problems).toContain('SITE_TIMEZONE: must be an IANA time zone such as Africa/Nairobi');
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });

  it('reads the Pesapal settings and checks they fit together', () => {
    const config = loadConfig({
      ...base,
      PESAPAL_ENV: 'simulator',
      PESAPAL_BASE_URL: 'http://127.0.0.1:4010',
      PESAPAL_CONSUMER_KEY: ' key ',
      PESAPAL_CONSUMER_SECRET: 'secret',
    });
    expect(config.pesapalEnv).toBe('simulator');
    expect(config.pesapalConsumerKey).toBe('key');
    expect(loadConfig(base).pesapalEnv).toBe('sandbox');
    expect(() => loadConfig({ ...base, PESAPAL_ENV: 'simulator', PESAPAL_CONSUMER_KEY: 'k' })).toThrow(
      'PESAPAL_BASE_URL is required when PESAPAL_ENV=simulator',
    );
    expect(() => loadConfig({ ...base, PESAPAL_CONSUMER_KEY: 'k' })).toThrow(
      'PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET go together: set both or neither',
    );
  });

  it('reads the newsletter batch size: 200 by default, 1 to 1000', () => {
    expect(loadConfig(base).newsletterBatchSize).toBe(200);
    expect(loadConfig({ ...base, NEWSLETTER_BATCH_SIZE: '50' }).newsletterBatchSize).toBe(50);
    expect(() => loadConfig({ ...base, NEWSLETTER_BATCH_SIZE: '0' })).toThrow(/NEWSLETTER_BATCH_SIZE/);
    expect(() => loadConfig({ ...base, NEWSLETTER_BATCH_SIZE: '5000' })).toThrow(/NEWSLETTER_BATCH_SIZE/);
  });

  it('reads the mail settings: SMTP_URL optional, From defaulting to the public host', () => {
    const unset = loadConfig(base);
    expect(unset.smtpUrl).toBeUndefined();
    expect(unset.mailFrom).toEqual({ address: 'no-reply@localhost', name: undefined });
    expect(unset.dkim).toBeUndefined();
    const set = loadConfig({
      ...base,
      PUBLIC_URL: 'https://wanjiru.example',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    });
    expect(set.smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
    expect(set.mailFrom).toEqual({ address: 'no-reply@wanjiru.example', name: undefined });
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://relay' })).toThrow(
      'SMTP_URL: must start with smtp:// or smtps://',
    );
  });

  it("reads MAIL_FROM's name and address, and refuses anything else", () => {
    const from = (MAIL_FROM: string) => loadConfig({ ...base, MAIL_FROM }).mailFrom;
    expect(from('Wanjiru <news@wanjiru.example>')).toEqual({
      address: 'news@wanjiru.example',
      name: 'Wanjiru',
    });
    expect(from('"Kamau, W." <news@wanjiru.example>')).toEqual({
      address: 'news@wanjiru.example',
      name: 'Kamau, W.',
    });
    expect(from(' news@wanjiru.example ')).toEqual({ address: 'news@wanjiru.example', name: undefined });
    expect(() => from('Wanjiru news')).toThrow('MAIL_FROM: must be an email address or Name <address>');
  });

  it('reads DKIM signing: domain, selector and an RSA key together, on the From domain', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const dkim = {
      ...base,
      MAIL_FROM: 'Wanjiru <news@mail.wanjiru.example>',
      DKIM_DOMAIN: 'Wanjiru.example',
      DKIM_SELECTOR: 'mail2026',
    };
    const inline = loadConfig({ ...dkim, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).dkim;
    expect(inline?.domainName).toBe('wanjiru.example');
    expect(inline?.keySelector).toBe('mail2026');
    expect(inline?.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dkim-')), 'dkim.pem');
    writeFileSync(file, pem);
    expect(loadConfig({ ...dkim, DKIM_PRIVATE_KEY_FILE: file }).dkim?.privateKey).toBe(inline?.privateKey);

    expect(() => loadConfig({ ...base, DKIM_DOMAIN: 'wanjiru.example' })).toThrow(
      'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) go together: set all three or none',
    );
    expect(() => loadConfig({ ...dkim, DKIM_PRIVATE_KEY: 'not a key' })).toThrow(
      'DKIM_PRIVATE_KEY: not a PEM private key',
    );
    const ed = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadConfig({ ...dkim, DKIM_PRIVATE_KEY: ed })).toThrow(
      'DKIM_PRIVATE_KEY: must be an RSA private key (nodemailer signs with rsa-sha256)',
    );
    expect(() => loadConfig({ ...dkim, DKIM_PRIVATE_KEY_FILE: `${file}.missing` })).toThrow(
      /DKIM_PRIVATE_KEY_FILE: cannot read/,
    );
    expect(() => loadConfig({ ...dkim, MAIL_FROM: 'news@other.example', DKIM_PRIVATE_KEY: pem })).toThrow(
      "DKIM_DOMAIN: must be the From address's domain (other.example) or a parent of it",
    );
  });
});

describe('the storage settings', () => {
  const s3 = {
    STORAGE_DRIVER: 's3',
    S3_REGION: 'auto',
    S3_BUCKET: 'site-files',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'very-secret-key',
  };

  it('stores on disk in UPLOADS_DIR by default', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'disk', dir: 'uploads' });
    expect(loadConfig({ ...base, UPLOADS_DIR: '/srv/up' }).storage).toEqual({
      driver: 'disk',
      dir: '/srv/up',
    });
  });

  it('reads the S3 settings: endpoint and public URL optional, path style off unless set', () => {
    expect(loadConfig({ ...base, ...s3 }).storage).toEqual({
      driver: 's3',
      endpoint: undefined,
      region: 'auto',
      bucket: 'site-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: false,
      publicUrl: undefined,
    });
    const minio = loadConfig({
      ...base,
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_PUBLIC_URL: 'https://files.example.com/',
    }).storage;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      publicUrl: 'https://files.example.com',
    });
  });

  it('refuses to start the S3 driver without its bucket, region and keys, naming each', () => {
    try {
      loadConfig({ ...base, STORAGE_DRIVER: 's3' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'S3_BUCKET is required when STORAGE_DRIVER=s3',
        'S3_REGION is required when STORAGE_DRIVER=s3',
        'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3',
        'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3',
      ]);
    }
  });

  it('refuses an unknown driver, a bad endpoint, bucket name or flag, never echoing the secret', () => {
    try {
      loadConfig({
        ...base,
        ...s3,
        STORAGE_DRIVER: 'ftp',
        S3_ENDPOINT: 'not a url',
        S3_BUCKET: 'Bad_Bucket',
        S3_FORCE_PATH_STYLE: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
        'STORAGE_DRIVER',
      ]);
      expect((error as Error).message).not.toContain('very-secret-key');
    }
  });
});

describe('the default Redis prefix', () => {
  const databaseUrl = 'postgres://postgres:secret@127.0.0.1:5433/site';

  it('is site- and eight hex digits of the data folder and the database', () => {
    const prefix = defaultRedisPrefix({ dataDir: '/srv/one/.data', databaseUrl });
    expect(prefix).toMatch(/^site-[0-9a-f]{8}$/);
    expect(prefix).toBe(defaultRedisPrefix({ dataDir: '/srv/one/.data', databaseUrl }));
  });

  it('differs between two checkouts, each with its own data folder', () => {
    const one = loadConfig({ ...base, DATA_DIR: '/home/me/site-a/.data' });
    const two = loadConfig({ ...base, DATA_DIR: '/home/me/site-b/.data' });
    expect(one.redisPrefix).not.toBe(two.redisPrefix);
    // The default `.data` is relative: two working folders are two checkouts.
    expect(defaultRedisPrefix({ dataDir: '.data', databaseUrl, cwd: '/home/me/site-a' })).toBe(
      defaultRedisPrefix({ dataDir: '/home/me/site-a/.data', databaseUrl }),
    );
    expect(defaultRedisPrefix({ dataDir: '.data', databaseUrl, cwd: '/home/me/site-a' })).not.toBe(
      defaultRedisPrefix({ dataDir: '.data', databaseUrl, cwd: '/home/me/site-b' }),
    );
  });

  it('differs between two databases used from one folder', () => {
    const dataDir = '/srv/site/.data';
    expect(defaultRedisPrefix({ dataDir, databaseUrl: 'postgres://u@db/site' })).not.toBe(
      defaultRedisPrefix({ dataDir, databaseUrl: 'postgres://u@db/site_staging' }),
    );
  });

  it('ignores the database host, port and credentials, which may change between runs', () => {
    const dataDir = path.resolve('/srv/site/.data');
    const expected = defaultRedisPrefix({ dataDir, databaseUrl: 'postgres://postgres@127.0.0.1:5433/site' });
    expect(defaultRedisPrefix({ dataDir, databaseUrl: 'postgres://postgres:pw@127.0.0.1:5434/site' })).toBe(
      expected,
    );
    expect(defaultRedisPrefix({ dataDir, databaseUrl: 'postgresql://site:site@postgres:5432/site' })).toBe(
      expected,
    );
  });

  it('is whatever REDIS_PREFIX says when it is set', () => {
    const one = loadConfig({ ...base, DATA_DIR: '/a/.data', REDIS_PREFIX: 'shared' });
    const two = loadConfig({ ...base, DATA_DIR: '/b/.data', REDIS_PREFIX: 'shared' });
    expect([one.redisPrefix, two.redisPrefix]).toEqual(['shared', 'shared']);
    expect(one.redisPrefixExplicit).toBe(true);
    expect(() => loadConfig({ ...base, REDIS_PREFIX: 'a:b' })).toThrow(/REDIS_PREFIX/);
  });
});
