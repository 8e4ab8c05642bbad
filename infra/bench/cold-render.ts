// The server-rendered pages' cold figure (issue 19): a page's first render after boot and after a
// change, i.e. when the page cache holds nothing valid for it and the request renders.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../modules/admin/index.ts';
import { fmt } from './bench-support.ts';

// A browser's request: its User-Agent (a visitor, not a bot) and Accept-Encoding (the page is
// sent compressed, and its first request pays for compressing it too).
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-encoding': 'br, gzip',
};

/** Text as React writes it into the page. */
export const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

/**
 * Requests a page and times it until its last byte, and checks it is the rendered page: `expected`
 * inside #root, not the empty shell a failed render falls back to.
 */
export async function timedPage(url: string, expected: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers: BROWSER });
  const html = await answer.text();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  const root = html.indexOf('<div id="root">');
  if (root < 0 || html.startsWith('<div id="root"></div>', root) || !html.includes(expected, root))
    throw new Error(`${url} is not the rendered page (no "${expected}" in #root)`);
  return ms;
}

/** An admin's bearer token: the account is written straight into the bench database, then signs in. */
export async function adminToken(base: string, databaseUrl: string): Promise<string> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = `Bench-${randomUUID()}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into app_user (id, name, email, role, password_hash, is_verified, failed_login_count,
         token_version, created_at, updated_at)
       values ($1, 'Bench Admin', $2, 'admin', $3, true, 0, 0, now(), now())`,
      [randomUUID(), email, await hashPassword(password, 12)],
    );
  } finally {
    await client.end();
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`the bench admin could not sign in (${login.status})`);
  return ((await login.json()) as { token: string }).token;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * After `firstMs` (the page's first request after boot): `changes` times, a change that moves the
 * page's public cache version, then the page (a render: cold), then the page again (a cache hit:
 * warm). Prints the three figures; the change itself is not timed.
 */
export async function printColdRenders(options: {
  label: string;
  url: string;
  expected: string;
  firstMs: number;
  change: (round: number) => Promise<void>;
  changes?: number;
}): Promise<void> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < (options.changes ?? 5); round++) {
    await options.change(round);
    cold.push(await timedPage(options.url, options.expected));
    warm.push(await timedPage(options.url, options.expected));
  }
  console.log(
    `${options.label} cold render: first request after boot ${fmt(options.firstMs, 1)} ms; after a change, median of ${cold.length}: ${fmt(median(cold), 1)} ms (${cold.map((ms) => fmt(ms, 1)).join(', ')}); the request after it (cached): ${fmt(median(warm), 1)} ms`,
  );
}
