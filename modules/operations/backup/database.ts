import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';

// The database half: pg_dump and pg_restore (PostgreSQL's own tools, in the custom format, which
// is compressed and restores table by table), driven with the password in the environment rather
// than on a command line every user of the machine can read.

export type PgTools = {
  /** Folder holding pg_dump and pg_restore (PG_BIN_DIR); unset, they are looked up on PATH. */
  binDir?: string;
};

const SYSTEM_SCHEMAS = "('pg_catalog', 'information_schema')";
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** What the dump holds, counted in the snapshot it was taken from. */
export type DumpFacts = {
  serverVersion: string;
  migration: string | undefined;
  migrationsApplied: number;
  tables: Record<string, number>;
};

/** The URL without its password, and the environment that gives the tools the password. */
function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const tool = (tools: PgTools, name: string) => (tools.binDir ? path.join(tools.binDir, name) : name);

/** Runs a tool to the end; rejects with its last words on stderr when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, stdout?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', stdout ? 'pipe' : 'ignore', 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4_000);
    });
    const written =
      stdout && child.stdout ? pipeline(child.stdout, createWriteStream(stdout)) : Promise.resolve();
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} not found: install the PostgreSQL client tools or set PG_BIN_DIR`)
          : error,
      );
    });
    child.on('close', (code) => {
      written.then(
        () =>
          code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed: ${explain(errors)}`)),
        reject,
      );
    });
  });
}

/** The tool's own words, with the way out of the one failure every operator meets once. */
function explain(errors: string): string {
  const text = errors.trim();
  return /server version mismatch/.test(text)
    ? `${text}\nInstall the client tools of the server's major version (or newer) and set PG_BIN_DIR to their folder.`
    : text;
}

async function tableNames(client: pg.Client): Promise<string[]> {
  // Tables an extension created belong to the extension, which the dump recreates itself.
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ${SYSTEM_SCHEMAS}
        and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Rows in every table, by `schema.table` (quoted where PostgreSQL needs it). */
export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(client)) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${name}`);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

async function migrationFacts(client: pg.Client) {
  const { rows: present } = await client.query(`select to_regclass('public.${MIGRATIONS_TABLE}') as t`);
  if (!present[0]?.t) return { migration: undefined, migrationsApplied: 0 };
  const { rows } = await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`);
  return { migration: rows.at(-1)?.name, migrationsApplied: rows.length };
}

/**
 * Dumps the database into `file` (pg_dump --format=custom) and counts its rows in the same
 * snapshot: a read-only repeatable-read transaction exports its snapshot, pg_dump reads that very
 * snapshot, so the counts in the manifest are exactly what the dump holds even while the site
 * keeps taking orders.
 */
export async function dumpDatabase(
  databaseUrl: string,
  file: string,
  tools: PgTools = {},
): Promise<DumpFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string; version: string }>(
      `select pg_export_snapshot() as snapshot, current_setting('server_version') as version`,
    );
    const snapshot = rows[0]?.snapshot;
    if (!snapshot) throw new Error('the database exported no snapshot');
    const { url, env } = toolConnection(databaseUrl);
    const dumped = run(
      tool(tools, 'pg_dump'),
      ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--dbname=${url}`],
      env,
      file,
    );
    // Counted while pg_dump works, one query at a time (a client runs one at once).
    const counted = (async () => ({ tables: await countRows(client), ...(await migrationFacts(client)) }))();
    const [, { tables, ...migrations }] = await Promise.all([dumped, counted]);
    return { serverVersion: rows[0]?.version ?? 'unknown', tables, ...migrations };
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

/** Tables in the database now (none in a new one); the restore's emptiness check. */
export async function existingTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await tableNames(client);
  } finally {
    await client.end();
  }
}

/**
 * What `--force` does to the database: drops every schema but PostgreSQL's own, with everything
 * in them (tables, data, sequences, the extensions installed there), and makes `public` again,
 * empty, as a new database has it.
 */
export async function emptyDatabase(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
        where nspname not in ${SYSTEM_SCHEMAS} and nspname not like 'pg_toast%' and nspname not like 'pg_temp%'`,
    );
    await client.query('begin');
    for (const { name } of rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
    await client.query('commit');
    return rows.map((row) => row.name);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into the (empty) database in one transaction: it lands whole or not at all.
 * Owners and grants are left out, so the role restoring owns everything, whatever role dumped it.
 */
export async function restoreDatabase(databaseUrl: string, file: string, tools: PgTools = {}): Promise<void> {
  const { url, env } = toolConnection(databaseUrl);
  await run(
    tool(tools, 'pg_restore'),
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      '--no-password',
      `--dbname=${url}`,
      file,
    ],
    env,
  );
}

/** Row counts and migration facts of the database now (checked against the manifest after a restore). */
export async function describeDatabase(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return { tables: await countRows(client), ...(await migrationFacts(client)) };
  } finally {
    await client.end();
  }
}
