import { TOOL_CATEGORIES, availableTools } from '@aiapp/contracts';
import type { Ref } from 'react';
import { ToolCard } from './ToolCard';

/** Tool cards grouped by category; only tools a visitor can use today are listed. */
export function ToolCatalogue({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const tools = availableTools();
  const groups = TOOL_CATEGORIES.map((category) => ({
    category,
    tools: tools.filter((tool) => tool.category === category.id),
  })).filter((group) => group.tools.length > 0);

  return (
    <section id="tools" className="catalogue" aria-labelledby="tools-title">
      <div className="container">
        <div className="catalogue__header">
          <h2 id="tools-title" ref={headingRef} tabIndex={-1} className="catalogue__title">
            Tools
          </h2>
          <p className="catalogue__lead">
            {tools.length === 1 ? 'One tool is' : `${tools.length} tools are`} ready to use. More are being built and will appear
            here as they land.
          </p>
        </div>
        {groups.map(({ category, tools: groupTools }) => (
          <section key={category.id} className="catalogue__group" aria-labelledby={`category-${category.id}`}>
            <h3 id={`category-${category.id}`} className="catalogue__group-title">
              {category.name}
            </h3>
            <ul className="catalogue__grid">
              {groupTools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
