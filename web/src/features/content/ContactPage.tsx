import { CONTENT_META } from '@aiapp/site-catalogue';
import { usePageMeta } from '../../components/page/usePageMeta';
import { CONTACT } from '../../content/documents/contact';
import { contactEmail } from '../../lib/siteConfig';
import { ContactForm } from './ContactForm';
import { ContentHeader } from './ContentHeader';
import { ContentSection } from './ContentSection';
import './content.css';

const FORM_HEADING_ID = 'write-to-us';

/** How to reach the operator: the form always; the address too when the gateway's CONTACT_EMAIL sets one. */
export function ContactPage() {
  const meta = CONTENT_META['/contact'];
  usePageMeta(meta.title, meta.description);
  const email = contactEmail();
  return (
    <div className="container content-page">
      <article className="content-article">
        <ContentHeader meta={meta} eyebrow="Contact" lead={CONTACT.lead} />
        <section className="message-card" aria-labelledby={FORM_HEADING_ID}>
          <h2 id={FORM_HEADING_ID} className="message-card__title">
            Write to us
          </h2>
          <ContactForm headingId={FORM_HEADING_ID} />
          {email && (
            <p className="message-card__address">
              Or e-mail us at <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
        </section>
        <div className="content-body">
          {CONTACT.sections.map((section) => (
            <ContentSection key={section.id} section={section} />
          ))}
        </div>
      </article>
    </div>
  );
}
