import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, started with the flags this offline machine needs. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Headless Chromium announces itself as "HeadlessChrome", which the analytics rightly
// treat as a bot; the journeys play a visitor, so they present a desktop Chrome agent.
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The screenshots are pictures for a person to look at, not assertions: `npm run screenshots`
  // takes them (5.4 min of the 16.6 the journeys took in CI), `npm test` does not.
  testIgnore: process.env.E2E_SCREENSHOTS === '1' ? [] : ['**/screenshots.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Expectations wait for the thing itself; the limits only end a doomed wait, and are generous
  // for a loaded machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    userAgent: VISITOR_AGENT,
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: '../test-results',
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        userAgent: VISITOR_AGENT,
        launchOptions: CHROMIUM,
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
});
