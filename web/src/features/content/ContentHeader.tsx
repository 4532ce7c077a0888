import type { PageMeta } from '@aiapp/site-catalogue';
import type { ReactNode } from 'react';
import { InlineText } from './InlineText';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(isoDate));
}

interface ContentHeaderProps {
  meta: PageMeta;
  eyebrow: string;
  lead: string;
  /** Shown in the meta line, e.g. "14 min read". */
  readTime?: string;
  children?: ReactNode;
}

export function ContentHeader({ meta, eyebrow, lead, readTime, children }: ContentHeaderProps) {
  const facts = [readTime, meta.updated && `Updated ${formatDate(meta.updated)}`].filter(Boolean);
  return (
    <header className="content-header">
      <p className="content-header__eyebrow">{eyebrow}</p>
      <h1 className="content-header__title">{meta.title}</h1>
      <p className="content-header__lead">
        <InlineText text={lead} />
      </p>
      {facts.length > 0 && <p className="content-header__facts">{facts.join(' · ')}</p>}
      {children}
    </header>
  );
}
