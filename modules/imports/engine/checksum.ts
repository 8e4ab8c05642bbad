import { createHash } from 'node:crypto';

/** SHA-256 of what an import carries over: equal checksums mean nothing changed. */
export function checksum(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
