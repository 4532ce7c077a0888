import type { KitPart } from './kitParts';

const STATUS_WORDS = { ready: 'Ready', partial: 'Incomplete', missing: 'Missing' } as const;

/** Each part of the kit with its status, as a list a screen reader reads in order. */
export function KitStatus({ parts }: { parts: readonly KitPart[] }) {
  return (
    <ul className="kit-status">
      {parts.map((part) => (
        <li key={part.name} className={`kit-status__part kit-status__part--${part.status}`}>
          <span className="kit-status__name">{part.name}</span>
          <span className="kit-status__badge">{STATUS_WORDS[part.status]}</span>
          <span className="kit-status__detail">{part.detail}</span>
        </li>
      ))}
    </ul>
  );
}
