import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto, no native addon). A hash records
 * its own parameters — `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` — so the cost can rise later
 * without breaking stored hashes.
 */
const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function optionsFor(cost: number, r: number, parallel: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; allow that plus headroom.
  return { N, r, p: parallel, maxmem: 128 * N * r * 2 };
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, parallel, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !parallel || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    optionsFor(Number(cost), Number(r), Number(parallel)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with a lower cost than today's and should be redone. */
export function needsRehash(stored: string, cost: number): boolean {
  return Number(stored.split('$')[1]) < cost;
}
