// Debian's nginx run as a throwaway caching reverse proxy for tests and benchmarks: its own
// temporary prefix (config, cache, temp files, logs, pid), in the foreground, stopped by its pid.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isPortFree, waitUntil } from './net.ts';

/** Where Debian's package puts it; .ci/run installs it when missing. */
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary, or undefined when none is installed. */
export function nginxBinary(): string | undefined {
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Directives every throwaway nginx needs before its own `http` content: files under the prefix
 * only (Debian's defaults point at /var/lib/nginx and /var/log/nginx), and, as root (CI), workers
 * that may write there (they would run as nobody).
 */
export function throwawayMain(prefix: string): string {
  return [
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 1024; }',
  ].join('\n');
}

/** The http-level temp paths under the prefix. */
export function throwawayTempPaths(prefix: string): string {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${prefix}/${name}_temp;`)
    .join('\n');
}

export type RunningNginx = {
  prefix: string;
  /** The error log so far, for a failing test's message. */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
};

const run = promisify(execFile);

/** `nginx -t` on a config file; resolves with nginx's output, rejects with it when the test fails. */
export async function testNginxConfig(binary: string, configFile: string, prefix: string): Promise<string> {
  const { stderr } = await run(binary, ['-t', '-p', prefix, '-c', configFile, '-e', `${prefix}/error.log`]);
  return stderr;
}

/**
 * Starts nginx in the foreground with the config `configOf(prefix)` makes, and waits until it
 * accepts connections on `port`. stop() ends it (SIGQUIT: in-flight requests finish) and removes
 * the prefix.
 */
export async function startNginx(options: {
  binary: string;
  port: number;
  configOf: (prefix: string) => string;
  timeoutMs?: number;
}): Promise<RunningNginx> {
  // Something else on the port would answer the readiness probe for an nginx that failed to bind.
  if (!(await isPortFree(options.port))) throw new Error(`port ${options.port} is taken; nginx needs it`);
  const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  const configFile = `${prefix}/nginx.conf`;
  await writeFile(configFile, options.configOf(prefix));
  const errorLog = () => readFile(`${prefix}/error.log`, 'utf8').catch(() => '');
  const child: ChildProcess = spawn(
    options.binary,
    ['-p', prefix, '-c', configFile, '-e', `${prefix}/error.log`, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(prefix, { recursive: true, force: true });
  };
  const listening = await waitUntil(async () => child.exitCode === null && (await accepts(options.port)), {
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  if (!listening) {
    const log = await errorLog();
    await stop();
    throw new Error(`nginx did not start on port ${options.port}: ${output}${log}`);
  }
  return { prefix, errorLog, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
