import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Correct-Horse-Battery-9!', 10);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Correct-Horse-Battery-9!', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-9!', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 10)).not.toBe(await hashPassword('same', 10));
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('asks for a rehash when the cost has gone up', async () => {
    const hash = await hashPassword('pw', 10);
    expect(needsRehash(hash, 10)).toBe(false);
    expect(needsRehash(hash, 12)).toBe(true);
  });
});
