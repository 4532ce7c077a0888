import { Fragment, useMemo } from 'react';
import { parseMarkdown, type Inline } from './markdownBlocks';

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'strong' ? (
          <strong key={index}>{part.text}</strong>
        ) : part.kind === 'code' ? (
          <code key={index}>{part.text}</code>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** An article's Markdown as React elements: text nodes only, never HTML from the server. */
export function ArticleContent({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <div className="article-content">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h3' : 'h4';
          return (
            <Heading key={index}>
              <InlineText parts={block.content} />
            </Heading>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.items.map((item, at) => (
                <li key={at}>
                  <InlineText parts={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <InlineText parts={block.content} />
          </p>
        );
      })}
    </div>
  );
}
