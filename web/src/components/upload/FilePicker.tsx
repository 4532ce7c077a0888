import type { Ref } from 'react';
import { UploadIcon } from '../icons';
import './upload.css';

interface FilePickerProps {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  accept: readonly string[];
  /** What the button says, e.g. "Choose image". */
  buttonLabel: string;
  /** The chosen file's name, or null before one is chosen. */
  fileName: string | null;
  describedBy?: string;
  invalid?: boolean;
  onFile: (file: File | null) => void;
}

/**
 * A single-file picker drawn like the site's buttons. The native input stays in the
 * accessibility tree and focus order, labelled by the field's label (`id`), laid invisibly over
 * the button; the focus ring is drawn on the picker (styles/global.css).
 */
export function FilePicker({ id, inputRef, accept, buttonLabel, fileName, describedBy, invalid, onFile }: FilePickerProps) {
  return (
    <div className="file-picker">
      <input
        id={id}
        ref={inputRef}
        className="file-picker__input"
        type="file"
        accept={accept.join(',')}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <span className="button button--secondary button--small file-picker__button" aria-hidden="true">
        <UploadIcon className="file-picker__icon" />
        {buttonLabel}
      </span>
      <span className="file-picker__name" aria-hidden="true">
        {fileName ?? 'No file chosen'}
      </span>
    </div>
  );
}
