import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait for the thing itself; the limit (testing-library's default is one
// second) only ends a wait that will never succeed, so it is generous for a busy machine.
// vitest.config.ts gives each test room for two such waits.
const ASYNC_UTIL_TIMEOUT_MS = 15_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

// Every web test starts from an empty page, empty storage and the real globals (fetch and the
// like are stubbed per test with vi.stubGlobal).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Server-render tests run in Node (`@vitest-environment node`), which has no storage.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
