// `npm test`: every check from fast to slow (typecheck, lint, spam, unit, integration, e2e), stopping
// at the first failing phase. It always ends with a per-phase table and, as the very last line,
// `N passed, N failed[, N skipped]` over the unit, integration and e2e tests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Counts = { passed: number; failed: number; skipped: number };
type Outcome = { ok: boolean; counts?: Counts; note?: string };
type Phase = { name: string; run: () => Promise<Outcome> };
type Row = { name: string; outcome?: Outcome; ms: number };

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const ENV: NodeJS.ProcessEnv = {
  ...process.env,
  // Our Node first, so every `node` a tool spawns is the project's Node 24.
  PATH: [path.dirname(process.execPath), BIN, process.env.PATH ?? ''].join(path.delimiter),
  // The many API, worker and tool processes the tests start compile the same modules: V8's code
  // cache keeps them compiled between processes (Node skips it quietly where it cannot write).
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), 'creator-site-compile-cache'),
};

/** Runs a command with inherited output; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = ENV): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.once('close', (code) => resolve(code ?? 1));
  });
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Counts from Vitest's JSON reporter; a file that failed to load counts as one failure. */
export function vitestCounts(report: unknown): Counts {
  const results = field(report, 'testResults');
  const brokenFiles = Array.isArray(results)
    ? results.filter((file) => {
        const assertions = field(file, 'assertionResults');
        const anyFailed =
          Array.isArray(assertions) && assertions.some((a) => field(a, 'status') === 'failed');
        return field(file, 'status') === 'failed' && !anyFailed;
      }).length
    : 0;
  return {
    passed: num(field(report, 'numPassedTests')),
    failed: num(field(report, 'numFailedTests')) + brokenFiles,
    skipped: num(field(report, 'numPendingTests')) + num(field(report, 'numTodoTests')),
  };
}

/** Counts from Playwright's JSON reporter `stats`; flaky tests passed on retry. */
export function playwrightCounts(report: unknown): Counts {
  const stats = field(report, 'stats');
  const errors = field(report, 'errors');
  return {
    passed: num(field(stats, 'expected')) + num(field(stats, 'flaky')),
    failed: num(field(stats, 'unexpected')) + (Array.isArray(errors) ? errors.length : 0),
    skipped: num(field(stats, 'skipped')),
  };
}

function judge(code: number, counts: Counts | undefined, what: string): Outcome {
  if (!counts) return { ok: false, note: `no ${what} report (exit ${code})` };
  if (counts.passed + counts.failed + counts.skipped === 0)
    return { ok: false, counts, note: 'no tests found' };
  return { ok: code === 0 && counts.failed === 0, counts, note: code !== 0 ? `exit ${code}` : undefined };
}

function command(name: string, script: string): Phase {
  return { name, run: async () => ({ ok: (await run('npm', ['run', script])) === 0 }) };
}

function vitest(name: string, projects: string[], reportDir: string): Phase {
  return {
    name,
    run: async () => {
      const report = path.join(reportDir, `${name}.json`);
      const code = await run(process.execPath, [
        path.join(BIN, 'vitest'),
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ]);
      const counts = await readJson(report).then(vitestCounts, () => undefined);
      return judge(code, counts, 'Vitest JSON');
    },
  };
}

function playwright(reportDir: string): Phase {
  return {
    name: 'e2e',
    run: async () => {
      const config = 'e2e/playwright.config.ts';
      if (!existsSync(path.join(ROOT, config))) return { ok: false, note: `${config} is missing` };
      if ((await run('npm', ['run', 'build'])) !== 0) return { ok: false, note: 'npm run build failed' };
      const report = path.join(reportDir, 'e2e.json');
      const code = await run(
        process.execPath,
        [path.join(BIN, 'playwright'), 'test', '-c', config, '--reporter=list,json'],
        { ...ENV, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      );
      const counts = await readJson(report).then(playwrightCounts, () => undefined);
      return judge(code, counts, 'Playwright JSON');
    },
  };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** The summary table and the closing totals line (always the last line printed). */
export function summarize(rows: Row[], testPhases: string[]): string[] {
  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const line = (cells: string[]) => `  ${cells.join(' ')}`.trimEnd();
  const columns = (name: string, result: string, counts: Array<number | undefined>, time: string) =>
    line([
      name.padEnd(12),
      result.padEnd(8),
      ...counts.map((value) => (value === undefined ? '-' : String(value)).padStart(7)),
      time.padStart(8),
    ]);
  const lines = [
    '',
    'Summary',
    line(['phase'.padEnd(12), 'result'.padEnd(8), ' passed', ' failed', 'skipped', '    time']),
  ];
  for (const { name, outcome, ms } of rows) {
    if (!outcome) {
      lines.push(line([name.padEnd(12), 'not run']));
      continue;
    }
    const counts = outcome.counts;
    if (testPhases.includes(name)) {
      totals.passed += counts?.passed ?? 0;
      totals.skipped += counts?.skipped ?? 0;
    }
    // A failed phase with no failing test (crash, missing tests, type or lint errors) counts
    // as one failure, so the closing line never reads "0 failed" for a red run.
    totals.failed += (counts?.failed ?? 0) + (!outcome.ok && !counts?.failed ? 1 : 0);
    const result = outcome.ok ? 'ok' : 'FAILED';
    const row = columns(name, result, [counts?.passed, counts?.failed, counts?.skipped], seconds(ms));
    lines.push(outcome.note ? `${row}  (${outcome.note})` : row);
  }
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  lines.push('', `${totals.passed} passed, ${totals.failed} failed${skipped}`);
  return lines;
}

async function main(): Promise<void> {
  const reportDir = await mkdtemp(path.join(tmpdir(), 'site-test-'));
  const phases: Phase[] = [
    command('typecheck', 'typecheck'),
    command('lint', 'lint'),
    // Every email scored by SpamAssassin's offline rules (a few seconds; needs spamassassin).
    command('spam', 'check:spam'),
    vitest('unit', ['unit', 'web'], reportDir),
    vitest('integration', ['integration'], reportDir),
    playwright(reportDir),
  ];
  const rows: Row[] = phases.map((phase) => ({ name: phase.name, ms: 0 }));
  let failed = false;
  for (const [index, phase] of phases.entries()) {
    const row = rows[index];
    if (!row || failed) continue;
    console.log(`\n=== ${phase.name} ===`);
    const started = Date.now();
    row.outcome = await phase.run().catch((error: unknown) => ({
      ok: false,
      note: error instanceof Error ? error.message : String(error),
    }));
    row.ms = Date.now() - started;
    failed = !row.outcome.ok;
  }
  await rm(reportDir, { recursive: true, force: true });
  console.log(summarize(rows, ['unit', 'integration', 'e2e']).join('\n'));
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.main) await main();
