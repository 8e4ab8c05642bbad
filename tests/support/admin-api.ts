import { beforeAll, beforeEach } from 'vitest';
import type { ApiOptions } from '../../modules/main.ts';
import { bearer, createAccount, type TestAccount } from './accounts.ts';
import { type Overrides, setUpRunning, startTestApi, type TestApi, type WorldScope } from './harness.ts';

type RequestInit = Parameters<TestApi['request']>[1];

export type AdminApi = {
  api: TestApi;
  admin: TestAccount;
  /** `api.request` with the admin's bearer token. */
  asAdmin: TestApi['request'];
  stop(): Promise<void>;
};

/** The real API on a free port with a signed-in administrator, the set-up most files need. */
export async function startAdminApi(
  overrides: Record<string, string> = {},
  options: ApiOptions = {},
): Promise<AdminApi> {
  const api = await startTestApi(overrides, options);
  const admin = await createAccount(api, { role: 'admin' });
  return {
    api,
    admin,
    asAdmin: (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init?.headers);
      headers.set('authorization', bearer(admin.token).authorization);
      return api.request(path, { ...init, headers });
    },
    stop: () => api.stop(),
  };
}

/** `startAdminApi` around the caller's tests (see `setUpRunning`); `api` is filled in and `asAdmin` forwards. */
export function setUpAdminApi(
  overrides: Overrides = {},
  scope: WorldScope = {},
  start: (overrides: Record<string, string>) => Promise<AdminApi> = startAdminApi,
): Omit<AdminApi, 'stop'> {
  const ctx = setUpRunning(start, overrides, scope);
  // Filled in place after each start, so a reference taken at describe time sees the started API.
  const api = {} as TestApi;
  (scope.world === 'test' ? beforeEach : beforeAll)(() => {
    Object.assign(api, ctx.api);
  });
  return {
    api,
    get admin() {
      return ctx.admin;
    },
    asAdmin: (path, init) => ctx.asAdmin(path, init),
  };
}
