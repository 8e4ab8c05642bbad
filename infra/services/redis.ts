import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { findFreePort, waitUntil } from './net.ts';
import { type RunningService, type ServiceLog, type ServiceOptions, serviceFromEnv } from './postgres.ts';

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 6379;

/**
 * Redis for `npm start`/`npm run dev`: `REDIS_URL` when set, else a server already on
 * 127.0.0.1:6379, else a `redis-server` that dies with us and keeps its data in an append-only
 * file under DATA_DIR/redis (queued jobs and schedules survive a restart, as in production).
 */
export async function ensureRedis({ dataDir, log }: ServiceOptions): Promise<RunningService> {
  const hide = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');
  const fromEnv = serviceFromEnv('redis', 'REDIS_URL', { log, hide });
  if (fromEnv) return fromEnv;
  if (await ping(DEFAULT_HOST, DEFAULT_PORT)) {
    log(`redis: using the server on ${DEFAULT_HOST}:${DEFAULT_PORT}`);
    return { url: `redis://${DEFAULT_HOST}:${DEFAULT_PORT}`, stop: async () => {} };
  }
  const binary = findOnPath('redis-server');
  if (!binary) {
    throw new Error(
      'Redis is not running on 127.0.0.1:6379 and redis-server is not installed. ' +
        'Install it (apt-get install redis-server, or brew install redis) or set REDIS_URL.',
    );
  }
  return startRedis(binary, path.resolve(dataDir, 'redis'), log);
}

async function startRedis(binary: string, dir: string, log: ServiceLog): Promise<RunningService> {
  await mkdir(dir, { recursive: true });
  const port = await findFreePort(DEFAULT_PORT + 1);
  const logFile = path.join(dir, 'redis.log');
  const args = [
    '--port',
    String(port),
    '--bind',
    DEFAULT_HOST,
    // Queued jobs and schedules must survive a restart: append-only file, fsync every second.
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--save',
    '',
    // BullMQ needs every key it writes; evicting one loses or corrupts jobs.
    '--maxmemory-policy',
    'noeviction',
    '--dir',
    dir,
    '--logfile',
    logFile,
  ];
  log(`redis: starting ${binary} on ${DEFAULT_HOST}:${port}`);
  // Node cannot ask the kernel to kill a child when the parent dies, so a tiny shell
  // holds our stdin pipe: when we exit (even by SIGKILL) the pipe closes and it stops Redis.
  // Its own process group keeps a terminal's Ctrl+C from stopping Redis before the apps.
  const keeper = spawn(
    'sh',
    [
      '-c',
      '"$0" "$@" & server=$!; cat >/dev/null; kill "$server" 2>/dev/null; wait "$server"',
      binary,
      ...args,
    ],
    { stdio: ['pipe', 'ignore', 'inherit'], detached: true },
  );
  const exited = new Promise<void>((resolve) => keeper.once('exit', () => resolve()));
  let dead = false;
  void exited.then(() => {
    dead = true;
  });

  const ready = await waitUntil(async () => dead || (await ping(DEFAULT_HOST, port)), { timeoutMs: 10_000 });
  if (!ready || dead) {
    keeper.stdin.end();
    const tail = await readFile(logFile, 'utf8').then(
      (text) => text.split('\n').slice(-10).join('\n'),
      () => '',
    );
    throw new Error(`redis-server did not start on port ${port}:\n${tail}`);
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      log('redis: stopping');
      keeper.stdin.end();
      const timer = setTimeout(() => killGroup(keeper.pid), 5_000);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return { url: `redis://${DEFAULT_HOST}:${port}`, stop };
}

function killGroup(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Sends an inline PING and resolves true only on `+PONG` within `timeoutMs`. */
export function ping(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
    socket.once('end', () => finish(false));
  });
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}
