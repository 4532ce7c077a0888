import { ResourceCard } from '../../components/resource-card/ResourceCard';
import { RESOURCE_ROUTES } from '../../content/catalogue';

/** The eight guides and pages to read, each with its read time computed from its word count. */
export function ResourceCards() {
  return (
    <section className="resources" aria-labelledby="resources-title">
      <div className="container">
        <div className="section-header">
          <h2 id="resources-title" className="section-header__title">
            Guides and resources
          </h2>
          <p className="section-header__lead">
            The rules behind every tool, explained with the stores' own documentation, plus step-by-step tutorials and real cases.
          </p>
        </div>
        <ul className="resources__grid">
          {RESOURCE_ROUTES.map((path) => (
            <li key={path}>
              <ResourceCard path={path} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
