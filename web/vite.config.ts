import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentStatsPlugin } from './content-stats-plugin';

const contractsSourceDir = fileURLToPath(new URL('../shared-contracts/src/', import.meta.url));
const contractsEntry = `${contractsSourceDir}index.ts`;

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    contentStatsPlugin({ countsModule: fileURLToPath(new URL('./src/content/wordCounts.ts', import.meta.url)), contractsEntry }),
  ],
  resolve: {
    // Bundle the contracts from source: their package entry is CommonJS built for Node.
    alias: [{ find: /^@aiapp\/contracts$/, replacement: contractsEntry }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contracts build zod schemas at module top level, which a bundler must assume
        // has side effects. They have none, so a page only ships the schemas it uses.
        moduleSideEffects: (id) => !id.startsWith(contractsSourceDir),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
