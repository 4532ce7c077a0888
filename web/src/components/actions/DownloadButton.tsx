import { useState } from 'react';
import { AlertIcon, DownloadIcon } from '../icons';
import { downloadFile } from './downloadFile';
import './actions.css';

export interface DownloadButtonProps {
  label: string;
  fileName: string;
  /** Produces the file's content when clicked, so large files are only built on demand; may take a while (async). */
  content: () => BlobPart | Promise<BlobPart>;
  type: string;
  variant?: 'primary' | 'secondary';
  /** A fuller name for assistive technology when the visible label is short ("Download"). */
  accessibleName?: string;
}

export const DOWNLOAD_FAILED_MESSAGE = 'Download failed. Please try again.';

export function DownloadButton({ label, fileName, content, type, variant = 'primary', accessibleName }: DownloadButtonProps) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      downloadFile(await content(), fileName, type);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--${variant}`}
        aria-label={accessibleName}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void handleClick()}
      >
        <DownloadIcon />
        {label}
      </button>
      {failed && (
        <p className="field__error action-error" role="alert">
          <AlertIcon className="notice__icon" />
          {DOWNLOAD_FAILED_MESSAGE}
        </p>
      )}
    </>
  );
}
