import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { UploadIcon } from '../icons';
import { ACCEPTED_IMAGE_TYPES } from './imageFiles';
import './upload.css';

export interface ImageDropZoneProps {
  /** MIME types and extensions the file picker offers; PNG, JPEG and WebP unless given. */
  accept?: readonly string[];
  /** The input's accessible name, e.g. "App icon image". */
  label: string;
  multiple?: boolean;
  hint: ReactNode;
  /** Everything chosen or dropped, unfiltered: the page decides what it accepts. */
  onFiles: (files: File[]) => void;
  describedBy?: string;
}

/**
 * A drag-and-drop area that is also a plain file input: keyboard and screen-reader users
 * get the native picker, everyone else can drop files on it.
 */
export function ImageDropZone({
  label,
  multiple = false,
  hint,
  onFiles,
  describedBy,
  accept = ACCEPTED_IMAGE_TYPES,
}: ImageDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <label
      htmlFor={inputId}
      className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
    >
      <UploadIcon className="drop-zone__icon" />
      <span className="drop-zone__title">
        <span className="drop-zone__action">Choose {multiple ? 'images' : 'an image'}</span> or drag {multiple ? 'them' : 'it'}{' '}
        here
      </span>
      <span id={hintId} className="drop-zone__hint">
        {hint}
      </span>
      <input
        id={inputId}
        className="drop-zone__input"
        type="file"
        accept={accept.join(',')}
        multiple={multiple}
        aria-label={label}
        aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Reset so choosing the same file again still reports it.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
