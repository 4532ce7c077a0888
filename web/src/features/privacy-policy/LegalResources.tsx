import { Link } from 'react-router-dom';
import { LEGAL_RESOURCE_GROUPS, type Resource } from './legalResources';

function ResourceLink({ resource }: { resource: Resource }) {
  const content = (
    <>
      <span className="resource__title">{resource.title}</span>
      <span className="resource__description">{resource.description}</span>
    </>
  );
  return resource.href.startsWith('/') ? (
    <Link className="resource" to={resource.href}>
      {content}
    </Link>
  ) : (
    <a className="resource" href={resource.href} target="_blank" rel="noreferrer">
      {content}
    </a>
  );
}

export function LegalResources() {
  return (
    <section className="container legal-resources" aria-labelledby="legal-resources-heading">
      <h2 id="legal-resources-heading" className="legal-resources__title">
        Business &amp; Legal Resources
      </h2>
      <div className="legal-resources__groups">
        {LEGAL_RESOURCE_GROUPS.map((group) => (
          <div key={group.title} className="legal-resources__group">
            <h3 className="legal-resources__group-title">{group.title}</h3>
            <ul className="legal-resources__list">
              {group.resources.map((resource) => (
                <li key={resource.href}>
                  <ResourceLink resource={resource} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
