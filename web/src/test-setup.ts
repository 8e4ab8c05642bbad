import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every web test starts from an empty page, empty storage and the real globals (fetch and the
// like are stubbed per test with vi.stubGlobal).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
