import { useId } from 'react';
import { CopyButton } from './CopyButton';
import './actions.css';

export interface CodeBlockProps {
  title: string;
  code: string;
  copyLabel: string;
}

/** A titled, scrollable block of code with its own copy button. */
export function CodeBlock({ title, code, copyLabel }: CodeBlockProps) {
  const titleId = useId();
  return (
    <figure className="code-block" aria-labelledby={titleId}>
      <figcaption className="code-block__header">
        <span id={titleId} className="code-block__title">
          {title}
        </span>
        <CopyButton text={code} label={copyLabel} variant="ghost" size="small" />
      </figcaption>
      <pre className="code-block__body" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
