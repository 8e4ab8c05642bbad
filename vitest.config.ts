import { defineConfig } from 'vitest/config';

// Two projects: `unit` runs pure logic beside the code (server and web),
// `integration` drives the real HTTP app against real Postgres and Redis.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this project's 2-core machines,
    // which ran the web tests (95 files, each in its own page) one file at a time, 163 s. Two
    // workers: 104 s. Each file still gets its own module registry and page (isolation kept: run
    // without it, 33 s, a test of one file failed on what another left in the shared document).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'modules/**/*.test.ts',
            'worker/**/*.test.ts',
            'infra/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-setup.ts'],
          // findBy*/waitFor wait up to 15 s each (test-setup.ts): a test has room for two.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          // Each file still gets a world of its own (file-world.ts, before each file), but files share
          // their worker's modules: the app's modules are imported once per worker instead of once
          // per file, which was 31% of the files' time (the phase 319 s, then 192 s).
          setupFiles: ['tests/setup/file-world.ts'],
          isolate: false,
          // s3rver (the throwaway S3 server) signs its list continuation tokens with DES, which
          // Node 24's OpenSSL keeps in its legacy provider: without it a listing of many pages fails.
          execArgv: ['--openssl-legacy-provider'],
          // Each file works in its own copy of the run's database under its own Redis prefix
          // (tests/setup/file-env.ts), so files run side by side. They mostly wait on Postgres,
          // Redis and their own workers, so more of them than cores keeps both cores busy.
          maxWorkers: 3,
          // A project with its own maxWorkers needs its own group when projects run together.
          sequence: { groupOrder: 1 },
          // A wait (eventually, waitForMail) gives up after 30 s: a test has room for several.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
