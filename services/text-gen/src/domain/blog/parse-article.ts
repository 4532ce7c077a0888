import { BlogArticle } from '@aiapp/contracts';
import { countWords, readMinutes } from '@aiapp/text';
import { z } from 'zod';

const FrontMatter = z.object({
  title: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  excerpt: z.string().min(1),
});

/**
 * One content file: `---` front matter of `key: value` lines (title, date, excerpt), then the
 * Markdown body. Throws with the file's name when anything is missing, so a bad file stops start-up.
 */
export function parseArticle(slug: string, source: string): BlogArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${slug}: missing front matter`);
  const fields = Object.fromEntries(
    (match[1] as string)
      .split(/\r?\n/)
      .filter((line) => line.trim())
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      }),
  );
  const front = FrontMatter.safeParse(fields);
  if (!front.success)
    throw new Error(`${slug}: ${front.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  const content = (match[2] as string).trim();
  return BlogArticle.parse({ ...front.data, content, slug, read_minutes: readMinutes(countWords(content)) });
}

/** Newest first, then by title, so the order never depends on the file system. */
export const newestFirst = (articles: readonly BlogArticle[]): BlogArticle[] =>
  [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
