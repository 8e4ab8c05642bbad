import { afterAll, beforeAll } from 'vitest';
import { bearer, createAccount, type TestAccount } from './accounts.ts';
import { startTestApi, type TestApi } from './harness.ts';

type RequestInit = Parameters<TestApi['request']>[1];

export type AdminApi = {
  api: TestApi;
  admin: TestAccount;
  /** `api.request` with the admin's bearer token. */
  asAdmin: TestApi['request'];
  stop(): Promise<void>;
};

/** The real API on a free port with a signed-in administrator, the set-up most files need. */
export async function startAdminApi(overrides: Record<string, string> = {}): Promise<AdminApi> {
  const api = await startTestApi(overrides);
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

/** `startAdminApi` before the caller's tests and `stop` after; `api` is filled in and `asAdmin` forwards. */
export function setUpAdminApi(): Omit<AdminApi, 'stop'> {
  // Filled in place, so a reference taken before the beforeAll sees the started API.
  const api = {} as TestApi;
  let started: AdminApi | undefined;
  const current = (): AdminApi => {
    if (!started) throw new Error('setUpAdminApi: the API is started in beforeAll; use it inside tests');
    return started;
  };
  beforeAll(async () => {
    started = await startAdminApi();
    Object.assign(api, started.api);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    api,
    get admin() {
      return current().admin;
    },
    asAdmin: (path, init) => current().asAdmin(path, init),
  };
}
