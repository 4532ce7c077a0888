import type { ContentRoute } from '@aiapp/site-catalogue';
import { ResourceCard } from '../../components/resource-card/ResourceCard';
import { RESOURCE_ROUTES } from '../../content/catalogue';

const RELATED_COUNT = 3;

/** The next reads after this one, in the order the home page recommends. */
export function RelatedReading({ current }: { current: ContentRoute }) {
  const start = Math.max(0, RESOURCE_ROUTES.indexOf(current as (typeof RESOURCE_ROUTES)[number]) + 1);
  const others = [...RESOURCE_ROUTES.slice(start), ...RESOURCE_ROUTES.slice(0, start)].filter((path) => path !== current);
  return (
    <aside className="related-reading" aria-labelledby="related-reading-title">
      <h2 id="related-reading-title" className="related-reading__title">
        Keep reading
      </h2>
      <ul className="related-reading__grid">
        {others.slice(0, RELATED_COUNT).map((path) => (
          <li key={path}>
            <ResourceCard path={path} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
