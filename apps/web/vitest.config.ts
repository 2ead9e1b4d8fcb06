import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdStaticStyle } from './build/antd-static-style.ts';

export default defineConfig({
  plugins: [antdStaticStyle(fileURLToPath(new URL('./src/styles/generated', import.meta.url))), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // each worker loads the console's modules once, not once per file (about a quarter of the suite's time);
    // the setup file puts back the DOM, storage, cookies and the language between files
    isolate: false,
    // the same worker count as the server project, as vitest asks of projects run together without isolation
    maxWorkers: 2,
  },
});
