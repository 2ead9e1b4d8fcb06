import { defineConfig } from 'vitest/config';

// Browser tests: one server and one Chromium for the run (started in global setup), specs run one
// file at a time. Each file loads support/browser.ts afresh, so its sessions (one per role) are its own.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
