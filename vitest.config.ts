import { defineConfig } from 'vitest/config';

// One project per workspace; each workspace keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
