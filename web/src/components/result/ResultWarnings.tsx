import { AlertIcon } from '../icons';
import './result-warnings.css';

/**
 * Things the server wants the visitor to check before using a result (a small source, cropping,
 * another app's name in their text), shown above it.
 */
export function ResultWarnings({ warnings, title }: { warnings: readonly string[]; title?: string }) {
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice--warning" role="status">
      <AlertIcon className="notice__icon" />
      <div>
        {title && <strong className="notice__title">{title}</strong>}
        <ul className="notice__list">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
