import type { PgTools } from '../../modules/operations/index.ts';

/** pg_dump and pg_restore from PG_BIN_DIR (e.g. /usr/lib/postgresql/17/bin), or from PATH. */
export const pgTools = (): PgTools => (process.env.PG_BIN_DIR ? { binDir: process.env.PG_BIN_DIR } : {});

/** 1234567 -> '1.2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
