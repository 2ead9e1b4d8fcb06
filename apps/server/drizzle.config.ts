import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table lives in a `table.ts` beside the code that owns it (platform or an area's module).
  schema: ['./apps/server/src/platform/**/table.ts', './apps/server/src/modules/**/table.ts'],
  out: './apps/server/src/db/migrations',
});
