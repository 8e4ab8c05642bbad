import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { nginxBinary, testNginxConfig, throwawayMain, throwawayTempPaths } from './services/nginx.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const COMPOSE = path.join(here, 'compose.yaml');
const SITE_CONF = path.join(here, 'nginx', 'site.conf');

const service = z.object({
  image: z.string().optional(),
  command: z.union([z.string(), z.array(z.string())]).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  deploy: z.object({ replicas: z.number() }).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  ports: z.array(z.string()).optional(),
  volumes: z.array(z.string()).optional(),
});
const compose = z.object({
  services: z.record(z.string(), service),
  volumes: z.record(z.string(), z.null()),
});

/** No Docker engine where the tests run: the file is checked as compose would read it. */
describe('infra/compose.yaml', () => {
  // `merge: true`: the services share the app's settings through a YAML merge key (<<: *app).
  const file = compose.parse(parse(readFileSync(COMPOSE, 'utf8'), { merge: true }));
  const { services } = file;
  const at = (name: string) => {
    const found = services[name];
    if (!found) throw new Error(`no ${name} service`);
    return found;
  };

  it('runs two API replicas and two workers behind the caching proxy, the only published port', () => {
    expect(at('api').deploy?.replicas).toBe(2);
    expect(at('worker').deploy?.replicas).toBe(2);
    expect(at('api').ports).toBeUndefined();
    // Compose's own interpolation, not this file's.
    expect(at('proxy').ports).toEqual([`\${PORT:-3000}:8080`]);
    expect(at('proxy').volumes).toContain('./nginx/site.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(at('proxy').depends_on?.api?.condition).toBe('service_healthy');
    const published = Object.entries(services).filter(([, s]) => s.ports !== undefined);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
  });

  it('points the API and the workers at the MinIO bucket, created before they start', () => {
    for (const name of ['api', 'worker', 'migrate']) {
      const env = at(name).environment ?? {};
      expect([name, env.STORAGE_DRIVER, env.S3_ENDPOINT, env.S3_FORCE_PATH_STYLE]).toEqual([
        name,
        's3',
        'http://minio:9000',
        'true',
      ]);
      for (const key of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect([name, key, env[key]?.length ?? 0]).not.toEqual([name, key, 0]);
      expect(env.TRUST_PROXY).toBe('true');
    }
    expect(at('minio').image).toMatch(/^minio\/minio/);
    expect(String(at('create-bucket').command)).toMatch(/mc mb --ignore-existing "local\/\$\$S3_BUCKET"/);
    expect(at('api').depends_on?.['create-bucket']?.condition).toBe('service_completed_successfully');
    expect(at('worker').depends_on?.['create-bucket']?.condition).toBe('service_completed_successfully');
  });

  it('keeps Redis on disk and never evicts a key', () => {
    const command = at('redis').command;
    expect(Array.isArray(command) ? command.join(' ') : command).toMatch(
      /--appendonly yes .*--maxmemory-policy noeviction/,
    );
    expect(at('redis').volumes).toEqual(['redis-data:/data']);
    for (const volume of ['postgres-data', 'redis-data', 'minio-data', 'proxy-cache'])
      expect(Object.keys(file.volumes)).toContain(volume);
  });
});

describe.skipIf(!nginxBinary())(
  `infra/nginx/site.conf${nginxBinary() ? '' : ' (skipped: nginx is not installed; .ci/run installs it)'}`,
  () => {
    it('passes nginx -t inside an http block, as the official image includes it', async () => {
      const binary = nginxBinary();
      if (!binary) throw new Error('no nginx');
      const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-conf-'));
      try {
        // The image's cache and log folders (it has both), under the temporary prefix.
        await mkdir(`${prefix}/cache`);
        const site = (await readFile(SITE_CONF, 'utf8')).replaceAll('/var/cache/nginx', `${prefix}/cache`);
        const conf = `${throwawayMain(prefix)}\nhttp {\n${throwawayTempPaths(prefix)}\n${site.replaceAll('/var/log/nginx', prefix)}\n}\n`;
        await writeFile(`${prefix}/nginx.conf`, conf);
        const output = await testNginxConfig(binary, `${prefix}/nginx.conf`, prefix);
        expect(output).toMatch(/test is successful/);
        expect(site).toMatch(/proxy_cache_lock on;/);
        expect(site).toMatch(/proxy_cache_use_stale updating/);
        expect(site).toMatch(/X-Forwarded-For \$proxy_add_x_forwarded_for/);
        expect(site).not.toMatch(/^\s*proxy_cache_valid/m);
      } finally {
        await rm(prefix, { recursive: true, force: true });
      }
    });
  },
);
