// One child process of a cluster (an API or a worker): spawned with its own environment, its
// output kept (the last lines) for the report of a failed start, and stopped as an operator
// would stop it: SIGTERM, then the wait for its graceful exit.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Lines of output kept per process: enough to show why one failed to start. */
const KEEP_LINES = 200;
/** A process still running this long after SIGTERM is killed (its own grace is 10–30 s). */
const STOP_LIMIT_MS = 40_000;

export class ClusterProcess {
  readonly name: string;
  readonly #child: ChildProcess;
  readonly #lines: string[] = [];
  readonly #exited: Promise<number | null>;
  readonly #watchers = new Set<(line: string) => void>();

  constructor(name: string, script: string, env: NodeJS.ProcessEnv) {
    this.name = name;
    this.#child = spawn(process.execPath, [script], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#exited = new Promise((resolve) => this.#child.once('exit', (code) => resolve(code)));
    for (const stream of [this.#child.stdout, this.#child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        for (const line of parts) this.#keep(line);
      });
    }
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  get running(): boolean {
    return this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** The last lines the process wrote (stdout and stderr interleaved). */
  tail(lines = 40): string {
    return this.#lines.slice(-lines).join('\n');
  }

  /** Resolves once a line matching `pattern` was written; rejects if the process exits first. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<void> {
    if (this.#lines.some((line) => pattern.test(line))) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.#watchers.delete(watch);
        if (error) reject(error);
        else resolve();
      };
      const watch = (line: string) => {
        if (pattern.test(line)) done();
      };
      const timer = setTimeout(
        () => done(this.#failure(`did not write ${pattern} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#watchers.add(watch);
      void this.#exited.then((code) => done(this.#failure(`exited with ${code} before writing ${pattern}`)));
    });
  }

  /** Rejects with the process's output if it exits before `ready` settles. */
  async whileRunning<T>(ready: Promise<T>): Promise<T> {
    const died = this.#exited.then((code) => {
      throw this.#failure(`exited with ${code} while starting`);
    });
    return Promise.race([ready, died]);
  }

  /** SIGTERM and the wait for the exit; SIGKILL if it has not gone after STOP_LIMIT_MS. */
  async stop(): Promise<number | null> {
    if (!this.running) return this.#exited;
    this.#child.kill('SIGTERM');
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), STOP_LIMIT_MS);
    try {
      return await this.#exited;
    } finally {
      clearTimeout(timer);
    }
  }

  #failure(what: string): Error {
    return new Error(`${this.name} ${what}; its last output:\n${this.tail()}`);
  }

  #keep(line: string): void {
    this.#lines.push(line);
    if (this.#lines.length > KEEP_LINES) this.#lines.shift();
    for (const watch of this.#watchers) watch(line);
  }
}

/** Polls `url` until it answers 200, the process dies, or `timeoutMs` passes. */
export async function waitForHealthy(process: ClusterProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const poll = async () => {
    while (Date.now() < deadline) {
      const status = await fetch(url).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `${process.name} did not answer 200 at ${url} within ${timeoutMs} ms:\n${process.tail()}`,
    );
  };
  await process.whileRunning(poll());
}
