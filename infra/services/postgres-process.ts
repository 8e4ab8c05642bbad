// The embedded Postgres's processes: running its binaries (as the postgres user when we are
// root), and adopting or clearing what a crashed run left behind.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceLog } from './postgres.ts';

export type Binaries = { initdb: string; pgCtl: string };
export type RunAs = { uid: number; gid: number } | undefined;

const SUPERUSER = 'postgres';

export function postgresUser(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'Postgres will not run as root and there is no "postgres" OS user to run it as. ' +
        'Create one (useradd --system --user-group postgres) or set DATABASE_URL.',
    );
  }
}

/**
 * A postmaster.pid left by a crash either names a server still running on our data
 * (adopt it: returns its port) or a dead/reused pid (remove it so the next start works).
 */
export async function adoptOrClearPidFile(pgdata: string, log: ServiceLog): Promise<number | undefined> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await readFile(pidFile, 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid) && port > 0) {
    log(`postgres: reusing the embedded server left running (pid ${pid}, port ${port})`);
    return port;
  }
  log(`postgres: removing stale ${pidFile} (pid ${lines[0] ?? '?'} is not a running postgres)`);
  await unlink(pidFile);
  return undefined;
}

export function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a reboot or in a container the pid may now belong to something else.
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').includes('postgres');
  } catch {
    // No procfs (macOS): ask ps.
  }
  try {
    return execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).includes('postgres');
  } catch {
    return false;
  }
}

export function readPidSync(pgdata: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

export async function pgCtl(bins: Binaries, runAs: RunAs, logFile: string, args: string[]): Promise<void> {
  try {
    await run(bins.pgCtl, runAs, args);
  } catch (error) {
    const tail = await readFile(logFile, 'utf8').then(
      (text) => text.split('\n').slice(-15).join('\n'),
      () => '',
    );
    throw new Error(`${(error as Error).message}\n--- ${logFile} (last lines) ---\n${tail}`);
  }
}

/** Runs a Postgres binary (as the postgres user when we are root) and rejects with its output. */
export function run(file: string, runAs: RunAs, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...runAs,
      cwd: path.dirname(file),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${path.basename(file)} ${args[0] ?? ''} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}
