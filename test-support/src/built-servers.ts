import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Each package the shared stack runs from its build: its sources, and the file its build writes last. */
const BUILT = [
  ...['libraries/text', 'libraries/store-facts', 'libraries/site-catalogue', 'shared-contracts', 'libraries/listing-copy'],
  ...[
    'platform/kit',
    'services/image',
    'services/text-gen',
    'services/seo-tracker',
    'services/legal',
    'services/email',
    'gateway',
  ],
].map((folder) => ({ folder, built: path.join(folder, 'dist/.tsbuildinfo') }));
const WEB = { folder: 'web', built: 'web/dist/index.html' };

function newestIn(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function builtAt(file: string): number {
  try {
    return statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The browser environment runs the services from `dist/` (jest's source mapping does not reach
 * outside a file's sandbox): refuse a build older than its sources, which would test old code.
 */
export function assertBuiltServersAreFresh(): void {
  const stale = [...BUILT, WEB]
    .filter(({ folder, built }) => builtAt(built) < newestIn(path.join(ROOT, folder, 'src')))
    .map(({ folder }) => folder);
  if (stale.length > 0) {
    throw new Error(
      `The browser tests run the built services and web app, and ${stale.join(', ')} changed since the last build: run \`npm run build\` (npm test does).`,
    );
  }
}
