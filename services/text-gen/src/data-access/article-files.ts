import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogArticle } from '@aiapp/contracts';
import { newestFirst, parseArticle } from '../domain/blog/parse-article';

/** The articles shipped with the service: `content/blog/*.md`, next to `src/` and `dist/`. */
const BLOG_CONTENT_DIR = path.resolve(__dirname, '../../content/blog');

/** Reads and checks every article once; a malformed file is an error at start-up, not at request time. */
export function loadArticles(directory = BLOG_CONTENT_DIR): BlogArticle[] {
  const files = readdirSync(directory).filter((file) => file.endsWith('.md'));
  return newestFirst(
    files.map((file) => parseArticle(path.basename(file, '.md'), readFileSync(path.join(directory, file), 'utf8'))),
  );
}
