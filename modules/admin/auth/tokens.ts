import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import type { Role } from '../../platform/http/index.ts';
import { ROLES } from '../admin.schemas.ts';

const ISSUER = 'creator-site';
const AUDIENCE = 'admin';

const claimsSchema = z.object({
  sub: z.uuid(),
  role: z.enum(ROLES),
  ver: z.number().int().min(0),
  // jsonwebtoken checks `exp` only when present; without this a token would never expire.
  exp: z.number().int().positive(),
  jti: z.uuid(),
});

export type TokenClaims = { userId: string; role: Role; tokenVersion: number };

/** A checked token: its claims, its own id (for revocation) and its expiry in epoch seconds. */
export type VerifiedToken = TokenClaims & { tokenId: string; expiresAt: number };

/** Signs and checks the back office's bearer tokens (HS256, issuer and audience pinned). */
export class TokenService {
  readonly #secret: string;
  readonly #ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number) {
    this.#secret = secret;
    this.#ttlSeconds = ttlSeconds;
  }

  get ttlSeconds(): number {
    return this.#ttlSeconds;
  }

  sign(claims: TokenClaims): string {
    return jwt.sign({ role: claims.role, ver: claims.tokenVersion }, this.#secret, {
      algorithm: 'HS256',
      subject: claims.userId,
      issuer: ISSUER,
      audience: AUDIENCE,
      expiresIn: this.#ttlSeconds,
      jwtid: randomUUID(),
    });
  }

  /** The claims of a valid, unexpired token of ours with an expiry and an id; undefined otherwise. */
  verify(token: string): VerifiedToken | undefined {
    try {
      const decoded = jwt.verify(token, this.#secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const claims = claimsSchema.safeParse(decoded);
      if (!claims.success) return undefined;
      return {
        userId: claims.data.sub,
        role: claims.data.role,
        tokenVersion: claims.data.ver,
        tokenId: claims.data.jti,
        expiresAt: claims.data.exp,
      };
    } catch {
      return undefined;
    }
  }
}

/**
 * The signing secret: JWT_SECRET when set (config requires it in production), otherwise one
 * generated on first use and kept in the data folder so sessions survive restarts.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: make one below.
  }
  await mkdir(path.dirname(file), { recursive: true });
  // The API and the worker may start together: write aside, then link into place, which
  // fails if the other won; either way both end up with the one complete secret.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return (await readFile(file, 'utf8')).trim();
}
