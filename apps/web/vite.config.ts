import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyle } from './build/antd-static-style.ts';
import { precompress } from './build/precompress.ts';

const api = 'http://localhost:3000';
const generatedStyles = fileURLToPath(new URL('./src/styles/generated', import.meta.url));

export default defineConfig({
  plugins: [antdStaticStyle(generatedStyles), react(), precompress()],
  server: {
    proxy: {
      '/admin': api,
      '/api': api,
      '/files': api,
      '/docs': api,
      '/ws': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    chunkSizeWarningLimit: 800,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The permission labels of every area, one file per language (the sidebar needs all of them).
            {
              name: (id) => {
                const language = /locales[\\/]([^\\/]+)[\\/]perm\.json$/.exec(id)?.[1];
                return language ? `perm-${language}` : null;
              },
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
