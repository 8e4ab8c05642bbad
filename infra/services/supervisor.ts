import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { styleText } from 'node:util';
import { defaultRedisPrefix } from '../../modules/platform/config/index.ts';
import { ensurePostgres } from './postgres.ts';
import { ensureRedis } from './redis.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

type Color = 'cyan' | 'magenta' | 'green' | 'yellow' | 'blue' | 'gray';
type Child = { name: string; process: ChildProcess; exited: Promise<number> };
type SpawnOptions = { env: NodeJS.ProcessEnv; color: Color; longRunning: boolean };

const SHUTDOWN_GRACE_MS = 10_000;
const PREFIX_WIDTH = 9;

/**
 * Runs the app's processes the way a developer expects from one terminal: prefixed output,
 * Ctrl+C/SIGTERM forwarded once to every child, services stopped after the children, and
 * a non-zero exit when a child dies on its own.
 */
export class Supervisor {
  readonly name: string;
  #children = new Set<Child>();
  #cleanups: Array<() => Promise<void>> = [];
  #stopping = false;
  #exitCode = 0;
  #forward: NodeJS.Signals = 'SIGTERM';
  #childrenStopped: Promise<void> = Promise.resolve();
  #requestStop: () => void = () => {};
  #stopRequested = new Promise<void>((resolve) => {
    this.#requestStop = resolve;
  });

  constructor(name: string) {
    this.name = name;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        if (this.#stopping) return;
        this.log(`${signal} received, shutting down`);
        if (signal !== 'SIGHUP') this.#forward = signal;
        this.stop(0);
      });
    }
    // If we crash, do not leave the app processes behind (they run in their own groups).
    process.on('exit', () => {
      for (const child of this.#children) signalGroup(child.process, 'SIGKILL');
    });
  }

  get stopping(): boolean {
    return this.#stopping;
  }

  log(message: string): void {
    process.stdout.write(`${label(this.name, 'gray')} ${message}\n`);
  }

  /** Registers a cleanup to run after every child has exited (last registered runs first). */
  onStop(cleanup: () => Promise<void>): void {
    this.#cleanups.push(cleanup);
  }

  /** Asks for shutdown; the first caller's exit code wins unless a later one is a failure. */
  stop(exitCode: number): void {
    if (exitCode !== 0) this.#exitCode = exitCode;
    if (this.#stopping) return;
    this.#stopping = true;
    // Signal the children now, even while `main` is still awaiting a step.
    this.#childrenStopped = this.#stopChildren();
    this.#requestStop();
  }

  /** Starts a process whose lines are prefixed with `[name]`; it runs in its own process group. */
  spawn(name: string, command: string, args: string[], options: SpawnOptions): Child {
    if (this.#stopping) throw new StopRequested();
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own group: a terminal's Ctrl+C reaches only us, and we forward it exactly once.
      detached: true,
    });
    const prefix = label(name, options.color);
    pipeLines(child, prefix);
    const exited = new Promise<number>((resolve) => {
      child.once('error', (error) => {
        process.stderr.write(`${prefix} ${error.message}\n`);
        resolve(127);
      });
      // 'close' rather than 'exit': every line of output has been printed by then.
      child.once('close', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
    });
    const entry = { name, process: child, exited };
    this.#children.add(entry);
    void exited.then((code) => {
      this.#children.delete(entry);
      if (options.longRunning && !this.#stopping) {
        this.log(`${name} exited unexpectedly (code ${code}); stopping the rest`);
        this.stop(code === 0 ? 1 : code);
      }
    });
    return entry;
  }

  /** Runs a one-shot command to completion; throws if it fails or we are shutting down. */
  async step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
    const code = await this.spawn(name, command, args, { env, color: 'yellow', longRunning: false }).exited;
    if (this.#stopping) throw new StopRequested();
    if (code !== 0) throw new Error(`${name} failed with exit code ${code}`);
  }

  /** Runs `main`, then waits for a shutdown request, stops everything and exits the process. */
  async run(main: () => Promise<void>): Promise<never> {
    try {
      await main();
    } catch (error) {
      if (!(error instanceof StopRequested) && !this.#stopping) {
        this.log(styleText('red', error instanceof Error ? error.message : String(error)));
        this.stop(1);
      }
    }
    await this.#stopRequested;
    await this.#childrenStopped;
    for (const cleanup of this.#cleanups.reverse()) {
      await cleanup().catch((error: unknown) => {
        this.log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
        this.#exitCode ||= 1;
      });
    }
    this.log(this.#exitCode === 0 ? 'stopped' : `stopped (exit ${this.#exitCode})`);
    process.exit(this.#exitCode);
  }

  async #stopChildren(): Promise<void> {
    const children = [...this.#children];
    for (const child of children) signalGroup(child.process, this.#forward);
    const timer = setTimeout(() => {
      for (const child of this.#children) {
        this.log(`${child.name} did not exit within ${SHUTDOWN_GRACE_MS / 1000}s, killing it`);
        signalGroup(child.process, 'SIGKILL');
      }
    }, SHUTDOWN_GRACE_MS);
    await Promise.all(children.map((child) => child.exited));
    clearTimeout(timer);
  }
}

/** Thrown by a step interrupted by shutdown; not an error worth printing. */
export class StopRequested extends Error {}

/** Loads `.env` from the repository root if present (real environment variables win). */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Ensures Postgres and Redis, registering their stop with the supervisor. */
export async function startServices(
  supervisor: Supervisor,
  dataDir: string,
): Promise<{ databaseUrl: string; redisUrl: string }> {
  const log = (message: string) => supervisor.log(message);
  const [postgres, redis] = await Promise.allSettled([
    ensurePostgres({ dataDir, log }),
    ensureRedis({ dataDir, log }),
  ]);
  for (const service of [postgres, redis]) {
    if (service.status === 'fulfilled') supervisor.onStop(() => service.value.stop());
  }
  if (postgres.status === 'rejected') throw postgres.reason;
  if (redis.status === 'rejected') throw redis.reason;
  return { databaseUrl: postgres.value.url, redisUrl: redis.value.url };
}

/**
 * The Redis prefix the API, the worker and the scripts share: REDIS_PREFIX when set, else the
 * default for this data folder and database, so two checkouts never take each other's jobs.
 * Printed, so two sites on one machine can be told apart.
 */
export function resolveRedisPrefix(supervisor: Supervisor, dataDir: string, databaseUrl: string): string {
  const explicit = process.env.REDIS_PREFIX;
  const prefix = explicit || defaultRedisPrefix({ dataDir, databaseUrl, cwd: REPO_ROOT });
  supervisor.log(
    explicit
      ? `redis: keys and queues under prefix ${prefix} (REDIS_PREFIX)`
      : `redis: keys and queues under prefix ${prefix} (this data folder and database; set REDIS_PREFIX to choose)`,
  );
  return prefix;
}

/** The environment for the app's processes: ours plus service URLs, with our Node first on PATH. */
export function appEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const bins = [path.dirname(process.execPath), path.join(REPO_ROOT, 'node_modules', '.bin')];
  return {
    ...process.env,
    ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
    PATH: [...bins, process.env.PATH ?? ''].join(path.delimiter),
    ...extra,
  };
}

/** Path of a package binary under node_modules/.bin, run with our Node (not the PATH one). */
export function binScript(name: string): string {
  return path.join(REPO_ROOT, 'node_modules', '.bin', name);
}

/** Prints the URLs once the API answers its health check (or warns after a minute). */
export async function announceWhenHealthy(
  supervisor: Supervisor,
  apiPort: number,
  urls: Array<[string, string]>,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!supervisor.stopping && Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${apiPort}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      const width = Math.max(...urls.map(([name]) => name.length));
      const lines = urls.map(([name, url]) => `  ${name.padEnd(width)}  ${styleText('bold', url)}`);
      supervisor.log(`ready:\n\n${lines.join('\n')}\n`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!supervisor.stopping) {
    supervisor.log(
      `the API did not answer http://127.0.0.1:${apiPort}/api/health within 60s; see [api] lines`,
    );
  }
}

function label(name: string, color: Color): string {
  return styleText(color, `[${name}]`.padEnd(PREFIX_WIDTH));
}

function pipeLines(child: ChildProcess, prefix: string): void {
  if (child.stdout) {
    createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  if (child.stderr) {
    createInterface({ input: child.stderr, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      process.stderr.write(`${prefix} ${line}\n`);
    });
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
