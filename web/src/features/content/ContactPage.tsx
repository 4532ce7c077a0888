import { CONTENT_META } from '@aiapp/contracts';
import { usePageMeta } from '../../components/page/usePageMeta';
import { CONTACT } from '../../content/documents/contact';
import { contactEmail } from '../../lib/siteConfig';
import { ContentHeader } from './ContentHeader';
import { ContentSection } from './ContentSection';
import './content.css';

/** How to reach the operator: the address comes from the gateway's CONTACT_EMAIL setting. */
export function ContactPage() {
  const meta = CONTENT_META['/contact'];
  usePageMeta(meta.title, meta.description);
  const email = contactEmail();
  return (
    <div className="container content-page">
      <article className="content-article">
        <ContentHeader meta={meta} eyebrow="Contact" lead={CONTACT.lead} />
        <section className="contact-card" aria-labelledby="contact-address">
          <h2 id="contact-address" className="contact-card__title">
            E-mail
          </h2>
          {email ? (
            <p className="contact-card__address">
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          ) : (
            <p className="contact-card__missing" role="note">
              This installation has no contact address configured yet, so we can't show one. Its operator sets it with the{' '}
              <code>CONTACT_EMAIL</code> setting of the gateway.
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
