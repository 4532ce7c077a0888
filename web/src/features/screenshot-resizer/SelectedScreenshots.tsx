import { CloseIcon } from '../../components/icons';
import { formatBytes } from '../../components/upload/imageFiles';
import type { ChosenScreenshot } from './screenshotSelection';

interface SelectedScreenshotsProps {
  screenshots: readonly ChosenScreenshot[];
  onRemove: (id: string) => void;
  disabled: boolean;
}

export function SelectedScreenshots({ screenshots, onRemove, disabled }: SelectedScreenshotsProps) {
  if (screenshots.length === 0) return null;
  return (
    <ul className="chosen-shots" aria-label="Chosen screenshots">
      {screenshots.map(({ id, file, url }, index) => (
        <li key={id} className="chosen-shots__item">
          <img className="chosen-shots__thumb" src={url} alt="" />
          <span className="chosen-shots__name">
            {index + 1}. {file.name}
          </span>
          <span className="chosen-shots__size">{formatBytes(file.size)}</span>
          <button
            type="button"
            className="button button--ghost button--small chosen-shots__remove"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onRemove(id)}
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
