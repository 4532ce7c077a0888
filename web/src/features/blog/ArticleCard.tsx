import { BLOG_TAGS, type BlogArticle } from '@aiapp/contracts';
import { useId } from 'react';
import { ArticleContent } from './ArticleContent';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function ArticleCard({ article, open, onToggle }: { article: BlogArticle; open: boolean; onToggle: () => void }) {
  const contentId = useId();
  return (
    <article className="article-card" id={article.slug} aria-labelledby={`${article.slug}-title`}>
      <p className="article-card__meta">
        <time dateTime={article.date}>{DATE_FORMAT.format(new Date(`${article.date}T00:00:00Z`))}</time>
        <span aria-hidden="true"> · </span>
        {article.read_minutes} min read
      </p>
      <h2 id={`${article.slug}-title`} className="article-card__title">
        {article.title}
      </h2>
      <p className="article-card__excerpt">{article.excerpt}</p>
      <ul className="article-card__tags" aria-label="Tags">
        {BLOG_TAGS.map((tag) => (
          <li key={tag} className="badge badge--accent">
            {tag}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={onToggle}
      >
        {open ? 'Hide article' : 'Read article'}
      </button>
      <div id={contentId} hidden={!open}>
        {open && <ArticleContent markdown={article.content} />}
      </div>
    </article>
  );
}
