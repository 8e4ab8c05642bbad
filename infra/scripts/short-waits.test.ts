import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findShortWaits, MIN_WAIT_LIMIT_MS } from './short-waits.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Every test, test helper and journey: where a wait's limit is written down. */
function suiteFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(relative);
      return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
    });
  return [
    ...walk('tests'),
    ...walk('e2e'),
    ...walk('web/src').filter((file) => /\.test\.tsx?$|test-setup\.ts$/.test(file)),
  ];
}

describe('the suite waits for the thing itself, with generous limits', () => {
  it(`sets no wait limit under ${MIN_WAIT_LIMIT_MS} ms in tests/, e2e/ and web tests`, () => {
    const found = suiteFiles().flatMap((file) =>
      findShortWaits(readFileSync(path.join(ROOT, file), 'utf8')).map(
        (wait) => `${file}:${wait.line} ${wait.text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("gives testing-library's findBy*/waitFor a generous limit instead of its one-second default", () => {
    const setup = readFileSync(path.join(ROOT, 'web/src/test-setup.ts'), 'utf8');
    const limit = /ASYNC_UTIL_TIMEOUT_MS = ([0-9_]+)/.exec(setup)?.[1] ?? '0';
    expect(Number(limit.replaceAll('_', ''))).toBeGreaterThanOrEqual(MIN_WAIT_LIMIT_MS);
    expect(setup).toContain('configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS })');
  });

  it('finds the short limits a busy machine breaks', () => {
    const source = [
      "await screen.findByText('Saved', undefined, { timeout: 1000 });",
      'await waitFor(() => expect(x).toBe(1), { timeout: 2_000 });',
      "await eventually(async () => (done ? true : undefined), 5_000, 'handlers');",
      'await eventually(',
      '  async () => (done ? true : undefined),',
      '  10_000,',
      "  'handlers',",
      ');',
      'await expect(async () => check()).toPass({ timeout: 5_000 });',
      "await smtp.waitForMail((mail) => mail.subject === 'Hi', 8000);",
      'configure({ asyncUtilTimeout: 1000 });',
      // Generous, or not a wait's limit at all:
      "await eventually(async () => (done ? true : undefined), 30_000, 'handlers');",
      'await waitFor(() => expect(x).toBe(1));',
      "await screen.findByText('Saved', undefined, { timeout: 15_000 });",
      'export async function eventually(check, timeoutMs = 10_000) {}',
      'export async function eventually(check, timeoutMs = WAIT_LIMIT_MS) {}',
      '// What the client does when Pesapal is slow, not a wait: wait-limit-ok',
      'const client = pesapal({ timeoutMs: 200 });',
      '// A short wait on purpose (each try reloads the page): wait-limit-ok',
      'await expect(link).toBeVisible({ timeout: 5_000 });',
    ].join('\n');
    expect(findShortWaits(source)).toEqual([
      { line: 1, text: 'timeout: 1000' },
      { line: 2, text: 'timeout: 2_000' },
      { line: 3, text: 'eventually(…, 5_000)' },
      { line: 6, text: 'eventually(…, 10_000)' },
      { line: 9, text: 'timeout: 5_000' },
      { line: 10, text: 'waitForMail(…, 8000)' },
      { line: 11, text: 'asyncUtilTimeout: 1000' },
      { line: 15, text: 'timeoutMs = 10_000' },
    ]);
  });
});
