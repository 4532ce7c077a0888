import { CONTENT_META } from '@aiapp/site-catalogue';
import { readMinutes } from '@aiapp/text';
import { usePageMeta } from '../../components/page/usePageMeta';
import type { ContentDocument } from '../../content/model';
import { documentWordCount } from '../../content/wordCount';
import { ContentHeader } from './ContentHeader';
import { ContentSection } from './ContentSection';
import { RelatedReading } from './RelatedReading';
import { SourceList } from './SourceList';
import { TableOfContents } from './TableOfContents';
import './content.css';

interface ArticlePageProps {
  document: ContentDocument;
  eyebrow: string;
}

/** A guide or article: header with its read time, optional contents, sections, sources. */
export function ArticlePage({ document, eyebrow }: ArticlePageProps) {
  const meta = CONTENT_META[document.path];
  usePageMeta(meta.title, meta.description);
  const minutes = readMinutes(documentWordCount(document));
  return (
    <div className="container content-page">
      <article className="content-article">
        <ContentHeader meta={meta} eyebrow={eyebrow} lead={document.lead} readTime={`${minutes} min read`} />
        {document.tableOfContents && <TableOfContents sections={document.sections} depth={document.tableOfContentsDepth} />}
        <div className="content-body">
          {document.sections.map((section) => (
            <ContentSection key={section.id} section={section} />
          ))}
          {document.sources && <SourceList sources={document.sources} />}
        </div>
      </article>
      <RelatedReading current={document.path} />
    </div>
  );
}
