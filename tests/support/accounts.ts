import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import type { UserRole } from '../../modules/admin/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import type { TestApi } from './harness.ts';

/** A password that satisfies the registration rule (20+ chars, all four classes). */
export const STRONG_PASSWORD = 'Str0ng&Long-Passw0rd!x';

export type TestAccount = { id: string; email: string; password: string; role: UserRole; token: string };

/** Creates an account straight through the module (no HTTP, no rate limit) and signs a token for it. */
export async function createAccount(
  api: TestApi,
  options: { role?: UserRole; name?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? STRONG_PASSWORD;
  const role = options.role ?? 'admin';
  const user = await withEntityManagerScope(api.orm, () =>
    api.modules.admin.auth.createAccount(api.orm.em, {
      name: options.name ?? 'Test Person',
      email,
      password,
      role,
      is_verified: false,
    }),
  );
  const token = api.modules.admin.tokens.sign({ userId: user.id, role, tokenVersion: user.tokenVersion });
  return { id: user.id, email, password, role, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Accounts made before the caller's tests, one a role, in the order named (`api` is started
 * first). Each is filled in place, so the caller may destructure them at describe time.
 */
export function setUpAccounts<Name extends string>(
  api: TestApi,
  roles: Record<Name, UserRole>,
): Record<Name, TestAccount> {
  const names = Object.keys(roles) as Name[];
  const accounts = Object.fromEntries(names.map((name) => [name, {} as TestAccount])) as Record<
    Name,
    TestAccount
  >;
  beforeAll(async () => {
    for (const name of names) Object.assign(accounts[name], await createAccount(api, { role: roles[name] }));
  });
  return accounts;
}
