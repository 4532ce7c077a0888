import { TOOL_CATEGORIES, TOOLS } from '@aiapp/site-catalogue';
import type { Ref } from 'react';
import { deliveredBy, mostPopularToolId } from './mostPopular';
import { ToolCard } from './ToolCard';
import type { SiteStats } from './useSiteStats';

/** Columns that divide a group's cards evenly on a wide screen, so no row is left with a hole (see home.css). */
function columnsFor(count: number): 1 | 3 | 4 {
  if (count <= 2) return 1;
  return count % 4 === 0 ? 4 : 3;
}

/** Every tool of the registry, grouped by its categories (docs/product.md §2). */
export function ToolCatalogue({ headingRef, siteStats }: { headingRef: Ref<HTMLHeadingElement>; siteStats: SiteStats }) {
  const stats = siteStats.status === 'ready' ? siteStats.stats : undefined;
  const popularId = mostPopularToolId(TOOLS, stats);
  const groups = TOOL_CATEGORIES.map((category) => ({
    category,
    tools: TOOLS.filter((tool) => tool.category === category.id),
  })).filter((group) => group.tools.length > 0);

  return (
    <section id="tools" className="catalogue" aria-labelledby="tools-title">
      <div className="container">
        <div className="catalogue__header">
          <h2 id="tools-title" ref={headingRef} tabIndex={-1} className="catalogue__title">
            Tools
          </h2>
          <p className="catalogue__lead">All {TOOLS.length} tools are ready to use.</p>
        </div>
        <div className="catalogue__groups">
          {groups.map(({ category, tools }) => (
            <section
              key={category.id}
              className={
                tools.length > 2 || 'featured' in category ? 'catalogue__group catalogue__group--wide' : 'catalogue__group'
              }
              aria-labelledby={`category-${category.id}`}
            >
              <h3 id={`category-${category.id}`} className="catalogue__group-title">
                {category.name}
              </h3>
              <ul className={`catalogue__grid catalogue__grid--cols-${columnsFor(tools.length)}`}>
                {tools.map((tool) => (
                  <li key={tool.id}>
                    <ToolCard
                      tool={tool}
                      mostPopular={tool.id === popularId}
                      delivered={stats ? deliveredBy(stats, tool.id) : undefined}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
