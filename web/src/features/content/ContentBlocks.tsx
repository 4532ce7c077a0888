import type { Block } from '../../content/model';
import { LightbulbIcon, AlertIcon } from '../../components/icons';
import { plainText } from '../../content/inlineMarkup';
import { InlineText } from './InlineText';

function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <div className="content-table" role="region" aria-label={block.caption} tabIndex={0}>
          <table>
            <caption>
              <InlineText text={block.caption} />
            </caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    <InlineText text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        <InlineText text={cell} />
                      </th>
                    ) : (
                      <td key={index} data-label={plainText(block.head[index] ?? '')}>
                        <InlineText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note': {
      const Icon = block.tone === 'tip' ? LightbulbIcon : AlertIcon;
      return (
        <div className={`content-note content-note--${block.tone}`} role="note">
          <Icon className="content-note__icon" />
          <p>
            <strong className="content-note__label">{block.tone === 'tip' ? 'Tip' : 'Watch out'}</strong>{' '}
            <InlineText text={block.text} />
          </p>
        </div>
      );
    }
    case 'steps':
      return (
        <ol className="content-steps">
          {block.items.map((step) => (
            <li key={step.title} className="content-steps__item">
              <strong className="content-steps__title">
                <InlineText text={step.title} />
              </strong>
              <span className="content-steps__text">
                <InlineText text={step.text} />
              </span>
            </li>
          ))}
        </ol>
      );
    case 'example':
      return (
        <figure className="content-example">
          <figcaption className="content-example__title">
            <InlineText text={block.title} />
          </figcaption>
          <pre className="content-example__body">{block.lines.join('\n')}</pre>
        </figure>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </>
  );
}
