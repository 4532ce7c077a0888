import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseInline } from '../../content/inlineMarkup';

/** A link from content: routes through the router, anchors in place, other sites in a new tab. */
export function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} rel="noopener noreferrer" target="_blank">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** Content text with its marks, as React elements (never as HTML). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        switch (token.kind) {
          case 'text':
            return token.text;
          case 'strong':
            // Bold may wrap a link or code: `**[Logo Maker](/logo-maker)**`.
            return (
              <strong key={index}>
                <InlineText text={token.text} />
              </strong>
            );
          case 'code':
            return <code key={index}>{token.text}</code>;
          case 'link':
            return (
              <ContentLink key={index} href={token.href}>
                {token.text}
              </ContentLink>
            );
        }
      })}
    </>
  );
}
