import { CONTENT_META } from '@aiapp/site-catalogue';
import { usePageMeta } from '../../components/page/usePageMeta';
import { ACCESS_ANCHOR, CONTENT_KIND, ERASURE_ANCHOR } from '../../content/catalogue';
import { PRIVACY } from '../../content/documents/privacy';
import { ContentHeader } from './ContentHeader';
import { ContentSection } from './ContentSection';
import { ErasureForm } from './ErasureForm';
import { TableOfContents } from './TableOfContents';
import './content.css';

/** The site's own privacy notice; its last sections hold the forms that mail an erasure or access link. */
export function PrivacyPage() {
  const meta = CONTENT_META['/privacy'];
  usePageMeta(meta.title, meta.description);
  return (
    <div className="container content-page">
      <article className="content-article">
        <ContentHeader meta={meta} eyebrow={CONTENT_KIND['/privacy']} lead={PRIVACY.lead} />
        <TableOfContents sections={PRIVACY.sections} depth={PRIVACY.tableOfContentsDepth} />
        <div className="content-body">
          {PRIVACY.sections.map((section) => (
            <ContentSection key={section.id} section={section}>
              {section.id === ERASURE_ANCHOR && <ErasureForm headingId={ERASURE_ANCHOR} purpose="erasure" />}
              {section.id === ACCESS_ANCHOR && <ErasureForm headingId={ACCESS_ANCHOR} purpose="access" />}
            </ContentSection>
          ))}
        </div>
      </article>
    </div>
  );
}
