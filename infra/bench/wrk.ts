// The benches' load generator: Debian's wrk, one thread, driven from Node.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
  total: number;
};

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Open connections, each sending its next request when its answer is in (default 50). */
  connections?: number;
  /** Seconds (default 10). */
  duration?: number;
};

/**
 * Fixed-duration load with wrk (Debian's `wrk`; `.ci/run` installs it), one thread: the figures
 * the benches print. Not autocannon: it turns every answer's body into a JavaScript string, which
 * for a 16.7 KB brotli page cost the load generator 0.2 ms of CPU per request, more than the API
 * spent answering it (0.15 ms), on the same two cores. wrk reads bodies in C and only counts them.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { url, method = 'GET', headers = {}, body, connections = 50, duration = 10 } = options;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'request.lua');
  // Long brackets: no escaping of the body or the header values (spaced inside `[ ]`, where `[[`
  // would open one).
  const literal = (value: string) => `[==[${value}]==]`;
  const lines = [`wrk.method = ${literal(method)}`];
  if (body !== undefined) lines.push(`wrk.body = ${literal(body)}`);
  for (const [name, value] of Object.entries(headers))
    lines.push(`wrk.headers[ ${literal(name)} ] = ${literal(value)}`);
  writeFileSync(script, `${lines.join('\n')}\n`);
  const args = [
    '-t1',
    `-c${Math.max(1, Math.round(connections))}`,
    `-d${duration}s`,
    '--latency',
    '-s',
    script,
    url,
  ];
  try {
    return parseWrk(await runWrk(args));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // Asynchronous: some benches serve a stand-in (the Pesapal simulator) from this process.
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              "wrk is not installed: the benches load the servers with Debian's wrk (apt-get install wrk)",
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${err || out}`)),
    );
  });
}

/** wrk's latency in ms ("812.00us", "3.21ms", "1.02s"). */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`unexpected wrk latency "${value}"`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/** The figures of wrk's report (with --latency). */
export function parseWrk(report: string): LoadResult {
  const need = (pattern: RegExp, what: string) => {
    const match = pattern.exec(report);
    if (!match?.[1]) throw new Error(`wrk's report has no ${what}:\n${report}`);
    return match[1];
  };
  const total = Number(need(/(\d+) requests in /, 'request count'));
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const errors = socket ? socket.slice(1, 5).reduce((sum, n) => sum + Number(n), 0) : 0;
  // wrk counts answers of 400 and above here (a redirect is an answer like a 200).
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  return {
    rps: Number(need(/Requests\/sec:\s+([\d.]+)/, 'requests/s')),
    p50: wrkMs(need(/^\s+50%\s+(\S+)/m, 'p50')),
    p99: wrkMs(need(/^\s+99%\s+(\S+)/m, 'p99')),
    errors,
    non2xx,
    ok: total - non2xx,
    total,
  };
}
