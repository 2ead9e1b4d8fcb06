import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    pool: 'forks',
    // PGlite instances are memory-hungry and single-threaded: two files at a time suit 2 cores.
    maxWorkers: 2,
    // Each worker loads the server's modules once, not once per file: that import was about a third
    // of the suite's time. Every file still gets its own database and app (createTestApp), and the
    // server keeps no module state between apps.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
