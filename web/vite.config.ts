import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { contentStatsPlugin } from './content-stats-plugin';

/** The shared packages the web bundles from source: their package entries are CommonJS built for Node. */
const SHARED_SOURCES: Record<string, string> = {
  '@aiapp/text': '../libraries/text/src/',
  '@aiapp/store-facts': '../libraries/store-facts/src/',
  '@aiapp/site-catalogue': '../libraries/site-catalogue/src/',
  '@aiapp/contracts': '../shared-contracts/src/',
  '@aiapp/listing-copy': '../libraries/listing-copy/src/',
};
const sourceDirs = Object.values(SHARED_SOURCES).map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
const sourceAliases: Alias[] = Object.entries(SHARED_SOURCES).map(([name, dir]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: fileURLToPath(new URL(`${dir}index.ts`, import.meta.url)),
}));

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    contentStatsPlugin({ countsModule: fileURLToPath(new URL('./src/content/wordCounts.ts', import.meta.url)), sourceAliases }),
  ],
  resolve: { alias: sourceAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared packages build zod schemas and tables at module top level, which a bundler
        // must assume has side effects. They have none, so a page only ships what it uses.
        moduleSideEffects: (id) => !sourceDirs.some((dir) => id.startsWith(dir)),
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
