import { afterAll } from 'vitest';
import { enterFileWorld, fileEnv } from './file-env.ts';

// Before each test file (the integration project's setupFiles): a world of its own (file-env.ts).
await enterFileWorld();
// Registered before the file's own hooks, so it runs after them (hooks unwind as a stack).
afterAll(() => fileEnv.cleanup());
