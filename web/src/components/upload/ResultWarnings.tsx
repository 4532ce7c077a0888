import { AlertIcon } from '../icons';
import './upload.css';

/** Things the server wants the visitor to check (a small source, cropping), shown above a result. */
export function ResultWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="notice notice--warning" role="status">
      <AlertIcon className="notice__icon" />
      <ul className="notice__list">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
