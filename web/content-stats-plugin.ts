import { runnerImport, type Alias, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:content-stats';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface ContentStatsPluginOptions {
  /** The module exporting CONTENT_WORD_COUNTS, loaded in Node at build time. */
  countsModule: string;
  /** How the shared packages resolve: to their TypeScript sources, as the app bundles them. */
  sourceAliases: Alias[];
}

/**
 * Word counts of every content page, computed at build time from the documents themselves,
 * so the home page's read times are always true without shipping the article text.
 */
export function contentStatsPlugin({ countsModule, sourceAliases }: ContentStatsPluginOptions): Plugin {
  return {
    name: 'aiapp-content-stats',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module, dependencies } = await runnerImport<{ CONTENT_WORD_COUNTS: Record<string, number> }>(countsModule, {
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: sourceAliases },
      });
      // Rebuild the counts in the dev server when a document changes.
      for (const file of dependencies) this.addWatchFile(file);
      return `export const WORD_COUNTS = ${JSON.stringify(module.CONTENT_WORD_COUNTS)};`;
    },
  };
}
